// A custom view with its own intrinsic size, the old NSLayoutConstraint initializer and addConstraint.
import UIKit

class BadgeView: UIView {
  private let countLabel = UILabel()

  var count: Int = 0 {
    didSet {
      countLabel.text = "\(count)"
      invalidateIntrinsicContentSize()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setUp()
  }

  private func setUp() {
    backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    countLabel.translatesAutoresizingMaskIntoConstraints = false
    countLabel.font = UIFont.boldSystemFont(ofSize: 13)
    countLabel.textColor = .white
    addSubview(countLabel)
    addConstraint(NSLayoutConstraint(item: countLabel, attribute: .centerX, relatedBy: .equal,
                                     toItem: self, attribute: .centerX, multiplier: 1.0, constant: 0.0))
    addConstraint(NSLayoutConstraint(item: countLabel, attribute: .centerY, relatedBy: .equal,
                                     toItem: self, attribute: .centerY, multiplier: 1.0, constant: 0.0))
    setContentHuggingPriority(UILayoutPriority(rawValue: 751), for: .horizontal)
    setContentHuggingPriority(UILayoutPriority(751), for: .vertical)
  }

  override var intrinsicContentSize: CGSize {
    let labelSize = countLabel.intrinsicContentSize
    return CGSize(width: max(labelSize.width + 12, 20), height: 20)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
  }
}

class InboxViewController: UIViewController {
  let badge = BadgeView()
  let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  override func loadView() {
    view = UIView()
    view.backgroundColor = .white
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    view.addSubview(header)
    badge.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(badge)
    badge.count = 3
    let views: [String: Any] = ["badge": badge]
    _ = views
    badge.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor).isActive = true
    badge.centerYAnchor.constraint(equalTo: header.centerYAnchor).isActive = true
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
