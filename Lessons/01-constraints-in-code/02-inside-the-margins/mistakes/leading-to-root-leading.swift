// mistake: the leading edge pinned to the root's leading edge instead of its leading margin
// cause: constant-for-margin
// line: 17
import UIKit

class NoticeViewController: UIViewController {
  let noticeView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    noticeView.backgroundColor = .systemYellow
    noticeView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(noticeView)

    view.addConstraints([
      NSLayoutConstraint(
        item: noticeView, attribute: .leading, relatedBy: .equal,
        toItem: view, attribute: .leading, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: noticeView, attribute: .trailing, relatedBy: .equal,
        toItem: view, attribute: .trailingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: noticeView, attribute: .top, relatedBy: .equal,
        toItem: view, attribute: .topMargin, multiplier: 1, constant: 20),
      NSLayoutConstraint(
        item: noticeView, attribute: .height, relatedBy: .equal,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120),
    ])
  }
}
