// mistake: the helper adds the bottom padding instead of subtracting it
// cause: inset-sign-flipped
// line: 26
import UIKit

/// The constraints anchor(...) made, by what they constrain; nil where it made none.
struct AnchoredConstraints {
  var top, leading, bottom, trailing, width, height: NSLayoutConstraint?
}

extension UIView {
  @discardableResult
  func anchor(top: NSLayoutYAxisAnchor? = nil, leading: NSLayoutXAxisAnchor? = nil,
              bottom: NSLayoutYAxisAnchor? = nil, trailing: NSLayoutXAxisAnchor? = nil,
              padding: UIEdgeInsets = .zero, size: CGSize = .zero) -> AnchoredConstraints {
    translatesAutoresizingMaskIntoConstraints = false
    var anchored = AnchoredConstraints()
    if let top = top {
      anchored.top = topAnchor.constraint(equalTo: top, constant: padding.top)
    }
    if let leading = leading {
      anchored.leading = leadingAnchor.constraint(equalTo: leading, constant: padding.left)
    }
    // Bottom and trailing padding point inwards: up and to the left, so negative constants.
    if let bottom = bottom {
      anchored.bottom = bottomAnchor.constraint(equalTo: bottom, constant: padding.bottom)
    }
    if let trailing = trailing {
      anchored.trailing = trailingAnchor.constraint(equalTo: trailing, constant: -padding.right)
    }
    if size.width != 0 {
      anchored.width = widthAnchor.constraint(equalToConstant: size.width)
    }
    if size.height != 0 {
      anchored.height = heightAnchor.constraint(equalToConstant: size.height)
    }
    let made = [anchored.top, anchored.leading, anchored.bottom, anchored.trailing,
                anchored.width, anchored.height]
    NSLayoutConstraint.activate(made.compactMap { $0 })
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
