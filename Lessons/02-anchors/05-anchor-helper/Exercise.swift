import UIKit

// A reusable helper: anchor(top:leading:bottom:trailing:padding:size:) pins the edges it is given
// (bottom and trailing insets taken as positive padding), sets any non-zero width or height,
// switches off the autoresizing mask and activates everything. It returns what it made as an
// AnchoredConstraints, one optional constraint per edge and size, so callers can change them later.
//
// The profile header below already calls it: the follow button sits 4 points above the avatar's
// bottom (its bottom padding), and enlargeAvatar() grows the avatar through the returned width and
// height. Your turn: write the body of anchor(...). It currently does nothing.

/// The constraints anchor(...) made, by what they constrain; nil where it made none.
struct AnchoredConstraints {
  var top, leading, bottom, trailing, width, height: NSLayoutConstraint?
}

extension UIView {
  @discardableResult
  func anchor(top: NSLayoutYAxisAnchor? = nil, leading: NSLayoutXAxisAnchor? = nil,
              bottom: NSLayoutYAxisAnchor? = nil, trailing: NSLayoutXAxisAnchor? = nil,
              padding: UIEdgeInsets = .zero, size: CGSize = .zero) -> AnchoredConstraints {
    let anchored = AnchoredConstraints()
    // Build the constraints here.
    return anchored
  }
}

class ProfileHeaderViewController: UIViewController {
  let headerView = UIView()
  let avatarView = UIView()
  let nameView = UIView()
  let followButton = UIButton(type: .system)
  var avatarConstraints = AnchoredConstraints()

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
      padding: UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0),
      size: CGSize(width: 120, height: 36))
  }

  /// Grows the avatar to 100 x 100 through the constraints anchor(...) returned.
  func enlargeAvatar() {
    avatarConstraints.width?.constant = 100
    avatarConstraints.height?.constant = 100
    view.layoutIfNeeded()
  }
}
