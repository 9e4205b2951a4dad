// mistake: the top row's string written without .alignAllCenterY
// cause: constraint-missing
import UIKit

// Grapevine's welcome screen, step 2: the whole top row (icon, app name, Skip button) in one
// horizontal string, lined up on a shared centre with a layout option.

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    appNameLabel.text = "Grapevine"
    skipButton.setTitle("Skip", for: .normal)

    for subview in [iconImageView, appNameLabel, skipButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
    ]

    var allConstraints: [NSLayoutConstraint] = []

    // Margin, icon, standard space, label (takes what is left), standard space, button, margin.
    // The option adds centerY == centerY between each pair of neighbours.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[iconImageView(30)]-[appNameLabel]-[skipButton(60)]-|",
      options: [], metrics: nil, views: views)

    // Only the icon is pinned vertically; the others follow its centre.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView(30)]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel(24)]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton(30)]", options: [], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
