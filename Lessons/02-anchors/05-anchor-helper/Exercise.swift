import UIKit

// A reusable helper: anchor(top:leading:bottom:trailing:padding:size:) pins the edges it is given
// (bottom and trailing insets taken as positive padding), sets any non-zero width or height,
// switches off the autoresizing mask, activates everything, and returns the constraints it made.
//
// The profile header below already calls it, and enlargeAvatar() relies on the returned
// constraints. Your turn: write the body of anchor(...). It currently does nothing.

extension UIView {
  @discardableResult
  func anchor(top: NSLayoutYAxisAnchor? = nil, leading: NSLayoutXAxisAnchor? = nil,
              bottom: NSLayoutYAxisAnchor? = nil, trailing: NSLayoutXAxisAnchor? = nil,
              padding: UIEdgeInsets = .zero, size: CGSize = .zero) -> [NSLayoutConstraint] {
    let constraints: [NSLayoutConstraint] = []
    // Build the constraints here.
    return constraints
  }
}

class ProfileHeaderViewController: UIViewController {
  let headerView = UIView()
  let avatarView = UIView()
  let nameView = UIView()
  let followButton = UIButton(type: .system)
  var avatarConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    headerView.backgroundColor = .systemGray6
    avatarView.backgroundColor = .systemPurple
    nameView.backgroundColor = .systemGray3
    followButton.setTitle("Follow", for: .normal)

    view.addSubview(headerView)
    for subview in [avatarView, nameView, followButton] {
      headerView.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    headerView.anchor(top: safeArea.topAnchor, leading: safeArea.leadingAnchor,
                      trailing: safeArea.trailingAnchor, size: CGSize(width: 0, height: 120))
    avatarConstraints = avatarView.anchor(
      top: headerView.topAnchor, leading: headerView.leadingAnchor,
      padding: UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 0),
      size: CGSize(width: 80, height: 80))
    nameView.anchor(
      top: avatarView.topAnchor, leading: avatarView.trailingAnchor, trailing: headerView.trailingAnchor,
      padding: UIEdgeInsets(top: 8, left: 16, bottom: 0, right: 20),
      size: CGSize(width: 0, height: 24))
    followButton.anchor(
      leading: nameView.leadingAnchor, bottom: avatarView.bottomAnchor,
      size: CGSize(width: 120, height: 36))
  }

  /// Grows the avatar to 100 x 100 through the constraints anchor(...) returned.
  func enlargeAvatar() {
    for constraint in avatarConstraints
    where constraint.firstAttribute == .width || constraint.firstAttribute == .height {
      constraint.constant = 100
    }
    view.layoutIfNeeded()
  }
}
