import UIKit

// A profile row: the avatar image on the leading margin, 20 points below the top of the safe
// area, and a badge 12 points after it, centred on the avatar.
//
// Both views already know their size: the avatar image is 60 x 60 and BadgeView declares an
// intrinsic content size of 120 x 28. The width and height constraints below were guessed for
// older artwork and now squash and stretch the content.
// Your turn: remove the four size constraints and let the intrinsic sizes do the work.

final class BadgeView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: 120, height: 28)
  }
}

class ProfileRowViewController: UIViewController {
  let avatarImageView = UIImageView()
  let badgeView = BadgeView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    avatarImageView.image = UIImage(named: "avatar")
    badgeView.backgroundColor = .systemOrange

    for subview in [avatarImageView, badgeView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    NSLayoutConstraint.activate([
      avatarImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatarImageView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 100),
      avatarImageView.heightAnchor.constraint(equalToConstant: 100),

      badgeView.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
      badgeView.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),
      badgeView.widthAnchor.constraint(equalToConstant: 200),
      badgeView.heightAnchor.constraint(equalToConstant: 40),
    ])
  }
}
