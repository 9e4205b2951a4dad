// mistake: traitCollectionDidChange compares the vertical size class, which Split View does not change
// cause: trait-change-not-handled
// line: 33
// not: layoutIfNeeded
import UIKit

// A trail's description card on an iPad. With a regular width the root view's side margins are
// 64 points, so the card does not run across the whole screen; in a compact window they go back
// to the system's, and the card takes the width it has. The card is pinned to the margins, so it
// follows whatever they are.

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

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
      updateMargins()
    }
  }

  /// Wide margins for a regular width; none of our own for a compact one, where the system's
  /// minimum margins apply.
  func updateMargins() {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 64 : 0
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: side, bottom: 0, trailing: side)
  }
}
