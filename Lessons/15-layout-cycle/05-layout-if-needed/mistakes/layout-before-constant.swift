// mistake: the view laid out before the constant changes, so the layout is still the old one
// cause: frame-read-before-layout
// line: 40
// not: translatesAutoresizingMaskIntoConstraints
// open: the verdict leads with frame-mismatch ("`tipView` is shifted 120 pt up … in snapshot tip"): no mask advice, but nothing records that the frame was read before the layout it needed
import UIKit

// Trail card with a tip: `showTip()` makes the card taller, lays the view out at once so
// that the card's frame is the new one, then puts the tip 8 points under the card by hand.

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
    // The pending layout now, not at the end of the run loop's turn.
    view.layoutIfNeeded()
    cardHeight.constant = 240
    tipView.frame = CGRect(
      x: card.frame.minX, y: card.frame.maxY + 8, width: 200, height: 44)
  }
}
