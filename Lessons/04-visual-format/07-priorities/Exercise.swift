import UIKit

// Grapevine's welcome screen, step 7: who gives way?
//
// A preview row for a friend's latest post, shown as three placeholder boxes while the post
// loads. The designer's rules:
//   - the avatar and date boxes are always equally wide, and at least 100 points wide;
//   - the gap before the caption is always 20;
//   - the gap after the caption should be 20 too, and is the last thing to give way;
//   - the caption would like to be 120 points wide, but gives way first.
// On a wide screen everything fits. On an iPhone in portrait it does not, and with the
// priorities below it is the gap after the caption that shrinks. Fix the priorities.

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

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat:
        "H:|-[avatarView(==dateView)]-20-[captionView(120@750)]-20@250-[dateView(>=100)]-|",
      options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[avatarView(40)]", options: [], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
