import UIKit

// Trailhead, a trail review shown to a Hebrew reader: the card and everything in it is laid out
// right to left. The avatar is on the leading side (the right), then the title, then the rating
// on the trailing side (the left).
//
// The design asks for 12 points of margin at the top and bottom of the card, 20 on the leading
// side next to the avatar and 8 on the trailing side. The card's margins below were written with
// `layoutMargins`, whose `left` and `right` never flip, so in this right-to-left card the wide
// margin lands on the wrong side.
//
// Express the same margins with `directionalLayoutMargins`. Nothing else needs to change.

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

    cardView.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 8)

    let cardMargins = cardView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      cardView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      cardView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      cardView.heightAnchor.constraint(equalToConstant: 64),

      avatarView.leadingAnchor.constraint(equalTo: cardMargins.leadingAnchor),
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
