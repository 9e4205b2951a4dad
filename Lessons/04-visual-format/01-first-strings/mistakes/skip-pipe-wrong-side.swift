// mistake: the Skip button's string starts at the leading margin, `|-[skipButton(60)]`
// cause: wrong-attribute
// line: 39
// not: Constraints on `.left` and `.right`
import UIKit

// Grapevine's welcome screen, step 1: the app icon and the Skip button, each placed with one
// horizontal and one vertical format string.

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let skipButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    skipButton.setTitle("Skip", for: .normal)

    for subview in [iconImageView, skipButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "skipButton": skipButton,
    ]

    var allConstraints: [NSLayoutConstraint] = []

    // The icon sits in the top-left corner of the layout margins; its image gives it its size.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[iconImageView]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView]", options: [], metrics: nil, views: views)

    // The button is 60 × 30 and sits in the top-right corner of the layout margins.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[skipButton(60)]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[skipButton(30)]", options: [], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
