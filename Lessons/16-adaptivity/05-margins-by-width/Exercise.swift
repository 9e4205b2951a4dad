import UIKit

// A trail's description card on an iPad. With a regular width the root view's side margins are
// 64 points, so the card does not run across the whole screen; in a compact window they go back
// should go back to the system's, and the card take the width it has.
//
// The margins are set once, in viewDidLoad(). Put the app in half of the screen and the card
// keeps 64 points on each side of a window that is now compact.
//
// Your turn: set the margins again whenever the horizontal size class changes.

class TrailDetailViewController: UIViewController {
  let card = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = .systemGray
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 200),
    ])
    updateMargins()
  }

  func updateMargins() {
    let side: CGFloat = 64
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: side, bottom: 0, trailing: side)
  }
}
