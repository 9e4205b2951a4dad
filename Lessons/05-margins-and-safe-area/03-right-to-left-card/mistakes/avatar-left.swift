// mistake: the avatar pinned with leftAnchor to the card's left margin
// cause: left-right-for-leading-trailing
// line: 45
import UIKit

// Trailhead, a trail review shown to a Hebrew reader, laid out right to left. The card's margins
// are directional: 20 on the leading side, next to the avatar, which is the right side here, and
// 8 on the trailing side.

class ReviewViewController: UIViewController {
  let cardView = UIView()
  let avatarView = UIImageView(image: UIImage(named: "avatar"))
  let titleLabel = UILabel()
  let ratingView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    cardView.backgroundColor = .white
    ratingView.backgroundColor = .systemYellow
    titleLabel.text = "מסלול הרכס"

    cardView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cardView)
    for subview in [avatarView, titleLabel, ratingView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      cardView.addSubview(subview)
    }

    // The card and its content read right to left.
    for subview in [cardView, avatarView, titleLabel, ratingView] {
      subview.semanticContentAttribute = .forceRightToLeft
    }

    cardView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 12, leading: 20, bottom: 12, trailing: 8)

    let cardMargins = cardView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      cardView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      cardView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      cardView.heightAnchor.constraint(equalToConstant: 64),

      avatarView.leftAnchor.constraint(equalTo: cardMargins.leftAnchor),
      avatarView.topAnchor.constraint(equalTo: cardMargins.topAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: 40),
      avatarView.heightAnchor.constraint(equalToConstant: 40),

      titleLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
      titleLabel.topAnchor.constraint(equalTo: cardMargins.topAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 20),

      ratingView.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
      ratingView.trailingAnchor.constraint(equalTo: cardMargins.trailingAnchor),
      ratingView.topAnchor.constraint(equalTo: cardMargins.topAnchor),
      ratingView.widthAnchor.constraint(equalToConstant: 60),
      ratingView.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}
