import UIKit

// Grapevine's welcome screen, step 8: the safe area fed into the format strings as metrics.
// The insets are only known once the view is in a window, and they change when the device
// turns, so the constraints are rebuilt in viewSafeAreaInsetsDidChange().

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
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()

    // Throw away the constraints made for the previous insets.
    NSLayoutConstraint.deactivate(allConstraints)
    allConstraints.removeAll()

    let insets = view.safeAreaInsets
    let metrics: [String: Any] = [
      "topPadding": insets.top + padding,
      "leadingPadding": insets.left + padding,
      "trailingPadding": insets.right + padding,
      "bottomPadding": insets.bottom + padding,
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
      withVisualFormat: "H:|-leadingPadding-[iconImageView(iconSide)]-[appNameLabel]-"
        + "[skipButton(skipWidth)]-trailingPadding-|",
      options: [.alignAllCenterY], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-topPadding-[iconImageView(iconSide)]", options: [], metrics: metrics,
      views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel(nameHeight)]", options: [], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton(iconSide)]", options: [], metrics: metrics, views: views)

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-leadingPadding-[summaryLabel]-trailingPadding-|", options: [],
      metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[summaryLabel(summaryHeight)]-bottomPadding-|", options: [],
      metrics: metrics, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
