// mistake: the caption's 120 points left required
// cause: wrong-priority
// line: 36
import UIKit

// Grapevine's welcome screen, step 7: a preview row for a friend's latest post, shown as three
// placeholder boxes while the post loads. Optional priorities decide who gives way when the row
// is short of room: the caption, never the gap.

class WelcomeViewController: UIViewController {
  let avatarView = UIView()
  let captionView = UIView()
  let dateView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    let placeholders: [UIView] = [avatarView, captionView, dateView]
    for placeholder in placeholders {
      placeholder.backgroundColor = .lightGray
      placeholder.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(placeholder)
    }

    let views: [String: Any] = [
      "avatarView": avatarView,
      "captionView": captionView,
      "dateView": dateView,
    ]

    var allConstraints: [NSLayoutConstraint] = []

    // Required: the margins, the first gap, equal avatar and date widths, date at least 100.
    // Optional: the second gap at 750 (defaultHigh), the caption's 120 at 250 (defaultLow).
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat:
        "H:|-[avatarView(==dateView)]-20-[captionView(120)]-20@750-[dateView(>=100)]-|",
      options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[avatarView(40)]", options: [], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
