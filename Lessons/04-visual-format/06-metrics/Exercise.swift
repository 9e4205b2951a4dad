import UIKit

// Grapevine's welcome screen, step 6: metrics instead of magic numbers.
//
// The format strings below already use names instead of numbers, but the metrics dictionary is
// empty, so UIKit stops at the first name it cannot find. Fill the dictionary with the
// designer's spec:
//   padding     24  between the screen's left and right edges and the content
//   iconSide    30  the icon's width and height, and the Skip button's height
//   skipWidth   60  the Skip button's width
//   nameHeight  24  the app name label's height
//   sectionGap  20  between the top row and the welcome line
//   lineHeight  30  the welcome line's height

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)
  let welcomeLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    appNameLabel.text = "Grapevine"
    skipButton.setTitle("Skip", for: .normal)
    welcomeLabel.text = "Welcome to Grapevine"

    let subviews: [UIView] = [iconImageView, appNameLabel, skipButton, welcomeLabel]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
      "welcomeLabel": welcomeLabel,
    ]

    // Your turn: one entry per name used in the strings below.
    let metrics: [String: Any] = [:]

    var allConstraints: [NSLayoutConstraint] = []

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat:
        "H:|-padding-[iconImageView(iconSide)]-[appNameLabel]-[skipButton(skipWidth)]-padding-|",
      options: [.alignAllCenterY], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel(nameHeight)]", options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton(iconSide)]", options: [], metrics: metrics, views: views)

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView(iconSide)]-sectionGap-[welcomeLabel(lineHeight)]",
      options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-padding-[welcomeLabel]-padding-|", options: [], metrics: metrics,
      views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
