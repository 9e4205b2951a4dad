// mistake: the banner's translatesAutoresizingMaskIntoConstraints never set to false
// cause: mask-translating
import UIKit

class ProfileViewController: UIViewController {
  let bannerView = UIView()
  let avatarView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    bannerView.backgroundColor = .systemIndigo
    avatarView.backgroundColor = .systemOrange

    avatarView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    view.addSubview(avatarView)

    view.addConstraints([
      NSLayoutConstraint(item: bannerView, attribute: .leading, relatedBy: .equal,
                         toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: bannerView, attribute: .trailing, relatedBy: .equal,
                         toItem: view, attribute: .trailingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: bannerView, attribute: .top, relatedBy: .equal,
                         toItem: view, attribute: .topMargin, multiplier: 1, constant: 16),
      NSLayoutConstraint(item: bannerView, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 48),

      NSLayoutConstraint(item: avatarView, attribute: .leading, relatedBy: .equal,
                         toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: avatarView, attribute: .top, relatedBy: .equal,
                         toItem: bannerView, attribute: .bottom, multiplier: 1, constant: 16),
      NSLayoutConstraint(item: avatarView, attribute: .width, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
      NSLayoutConstraint(item: avatarView, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
    ])
  }
}
