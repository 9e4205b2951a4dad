import UIKit

// Grapevine's welcome screen, step 1: the app icon and the Skip button.
//
// The icon already has its horizontal string. Add three more so that:
//   - the icon's top sits on the top layout margin (its 30 × 30 image gives it its size);
//   - the Skip button is 60 points wide and its trailing edge sits on the trailing margin;
//   - the Skip button is 30 points tall and its top sits on the top layout margin.
// Use `|-` and `-|` so the views hug the margins, never a number.

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

    // Done for you: the icon's leading edge on the leading layout margin.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[iconImageView]", options: [], metrics: nil, views: views)

    // Your turn: the icon's vertical string, then the button's two strings.

    NSLayoutConstraint.activate(allConstraints)
  }
}
