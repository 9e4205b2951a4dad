import UIKit

// Trail card with a tip: `showTip()` makes the card taller to show the trail's details, then
// puts a 200 x 44 tip 8 points under the card. The tip is placed by hand, from the card's
// frame, because it floats over whatever is below.
//
// But the tip lands on the card's old bottom edge: the new height constant is only a change
// of constraints, and the card's frame stays the old one until the next layout pass.
//
// Your turn: lay the view out at once after changing the constant, so that `card.frame` is
// the new frame when the tip is placed. Keep placing the tip by hand.

class TrailCardViewController: UIViewController {
  let card = UIView()
  let tipView = UIView()
  private var cardHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = .systemGray
    tipView.backgroundColor = .systemYellow

    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    // The tip keeps translatesAutoresizingMaskIntoConstraints: its frame is set by hand.
    view.addSubview(tipView)

    let margins = view.layoutMarginsGuide
    cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      cardHeight,
    ])
  }

  /// Shows the trail's details and a tip under the card.
  func showTip() {
    cardHeight.constant = 240
    tipView.frame = CGRect(
      x: card.frame.minX, y: card.frame.maxY + 8, width: 200, height: 44)
  }
}
