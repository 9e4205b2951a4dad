import UIKit

// Grapevine's welcome screen, step 2: the top row in one line.
//
// The icon and the Skip button are 30 points tall, the app name label 24. Right now every view
// is pinned to the top margin, so the label hangs 3 points too high. The row should share one
// centre line. Keep the icon's top pin, drop the label's and the button's top pins (keep their
// heights), and let a layout option on the horizontal string line the row up.

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

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[iconImageView(30)]-[appNameLabel]-[skipButton(60)]-|",
      options: [], metrics: nil, views: views)

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView(30)]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[appNameLabel(24)]", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[skipButton(30)]", options: [], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
