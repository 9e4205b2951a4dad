import UIKit

// A notice card that lives inside the root view's layout margins: its leading and trailing edges
// on the margins, its top 20 points below the top margin, and 120 points tall.
//
// The leading and top constraints are already here. Your turn: add the trailing constraint (to
// the root view's .trailingMargin) and a constant height of 120 (toItem: nil, .notAnAttribute).

class NoticeViewController: UIViewController {
  let noticeView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    noticeView.backgroundColor = .systemYellow
    noticeView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(noticeView)

    view.addConstraint(NSLayoutConstraint(
      item: noticeView, attribute: .leading, relatedBy: .equal,
      toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0))
    view.addConstraint(NSLayoutConstraint(
      item: noticeView, attribute: .top, relatedBy: .equal,
      toItem: view, attribute: .topMargin, multiplier: 1, constant: 20))
  }
}
