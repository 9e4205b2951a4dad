// mistake: the summary's horizontal string left out
// cause: constraint-missing
import UIKit

// Grapevine's welcome screen, step 3: the welcome line and the summary, each stretched between
// the two layout margins.

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)
  let welcomeLabel = UILabel()
  let summaryLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    appNameLabel.text = "Grapevine"
    skipButton.setTitle("Skip", for: .normal)
    welcomeLabel.text = "Welcome to Grapevine"
    summaryLabel.text = "Hear what your friends are saying, and join in whenever you like."
    summaryLabel.numberOfLines = 0

    for subview in [iconImageView, appNameLabel, skipButton, welcomeLabel, summaryLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
      "welcomeLabel": welcomeLabel,
      "summaryLabel": summaryLabel,
    ]

    var allConstraints: [NSLayoutConstraint] = []

    // The top row from step 2.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[iconImageView(30)]-[appNameLabel]-[skipButton(60)]-|",
      options: [.alignAllCenterY], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel(24)]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton(30)]", options: [], metrics: nil, views: views)

    // The column: icon, 20 points, welcome line, standard space, summary.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView(30)]-20-[welcomeLabel(30)]-[summaryLabel(60)]",
      options: [], metrics: nil, views: views)

    // Both labels run from the leading margin to the trailing margin.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[welcomeLabel]-|", options: [], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
