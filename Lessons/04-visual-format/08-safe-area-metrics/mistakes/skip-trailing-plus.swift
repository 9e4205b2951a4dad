// mistake: the Skip button's trailing inset written +padding, outwards
// cause: inset-sign-flipped
// line: 68
import UIKit

// Grapevine's welcome screen, step 8: 12 points inside the safe area. The format strings keep
// the gaps and sizes between the views; the outer edges are pinned to the safe-area layout guide,
// which follows the insets on every device and in every orientation, with nothing to rebuild.

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)
  let summaryLabel = UILabel()

  /// Distance between the content and the safe area, on every side.
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

    // Between the views: VFL, as before, without the outer `|`.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[iconImageView(iconSide)]-[appNameLabel]-[skipButton(skipWidth)]",
      options: [.alignAllCenterY], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[iconImageView(iconSide)]", options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel(nameHeight)]", options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton(iconSide)]", options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[summaryLabel(summaryHeight)]", options: [], metrics: metrics,
      views: views)

    // The outer edges: 12 points inside the safe area, whatever its insets are.
    let safeArea = view.safeAreaLayoutGuide
    allConstraints += [
      iconImageView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: padding),
      iconImageView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: padding),
      skipButton.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: padding),
      summaryLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: padding),
      summaryLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -padding),
      summaryLabel.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -padding),
    ]

    NSLayoutConstraint.activate(allConstraints)
  }
}
