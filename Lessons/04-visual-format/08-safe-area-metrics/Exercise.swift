import UIKit

// Grapevine's welcome screen, step 8: respect the safe area.
//
// Every view keeps 12 points away from the screen's edges. That is fine on a phone with a home
// button, but on an iPhone X the icon slides under the status bar and the summary under the home
// indicator, and in landscape both sit under the sensor housing.
//
// Keep the 12 points, but measure them from the safe area instead of the screen's edges, on
// every device and in both orientations:
//   - keep the format strings for what lies between the views (the gaps and the sizes);
//   - pin the outer edges to `view.safeAreaLayoutGuide` with anchors instead: 12 points in from
//     its leading, top, trailing and bottom edges.

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)
  let summaryLabel = UILabel()

  /// Distance between the content and the screen's edges, on every side.
  private let padding: CGFloat = 12
  private var allConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    appNameLabel.text = "Grapevine"
    skipButton.setTitle("Skip", for: .normal)
    summaryLabel.text = "Hear what your friends are saying, and join in whenever you like."
    summaryLabel.numberOfLines = 0

    let subviews: [UIView] = [iconImageView, appNameLabel, skipButton, summaryLabel]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let metrics: [String: Any] = [
      "padding": padding,
      "iconSide": 30,
      "skipWidth": 60,
      "nameHeight": 24,
      "summaryHeight": 60,
    ]

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
      "summaryLabel": summaryLabel,
    ]

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-padding-[iconImageView(iconSide)]-[appNameLabel]-"
        + "[skipButton(skipWidth)]-padding-|",
      options: [.alignAllCenterY], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-padding-[iconImageView(iconSide)]", options: [], metrics: metrics,
      views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel(nameHeight)]", options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton(iconSide)]", options: [], metrics: metrics, views: views)

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-padding-[summaryLabel]-padding-|", options: [], metrics: metrics,
      views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[summaryLabel(summaryHeight)]-padding-|", options: [],
      metrics: metrics, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
