// mistake: the badge's trailing also pinned to the margin, stretching it past its own size
// cause: constraint-extra
// line: 35
// open: the verdict leads with intrinsic-size-missing ("`avatarImageView` has no size of its own"), which the comparison of intrinsic sizes, tried before the comparison of constraints, says of the avatar the extra pin leaves ambiguous, not the extra trailing pin on line 35
import UIKit

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

    // Positions only: the image (60 x 60) and BadgeView (120 x 28) supply their own sizes.
    NSLayoutConstraint.activate([
      avatarImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatarImageView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),

      badgeView.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
      badgeView.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),
      badgeView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
