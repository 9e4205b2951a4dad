// mistake: metrics: nil passed to a string that uses metric names
// cause: vfl-error
// line: 56
import UIKit

// Grapevine's welcome screen, step 6: the designer's numbers live in one metrics dictionary and
// the format strings use their names.

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

    let metrics: [String: Any] = [
      "padding": 24,
      "iconSide": 30,
      "skipWidth": 60,
      "nameHeight": 24,
      "sectionGap": 20,
      "lineHeight": 30,
    ]

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
      options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-padding-[welcomeLabel]-padding-|", options: [], metrics: metrics,
      views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
