// Visual-format code in the styles tutorials use: options spelled several ways, metrics of
// mixed number types, implicitly unwrapped views, constraints added to a view.
import UIKit

class WelcomeRowViewController: UIViewController {
  var iconImageView: UIImageView!
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    iconImageView = UIImageView(image: UIImage(named: "icon"))
    for subview in [iconImageView!, appNameLabel, skipButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let views: [String: Any] = [
      "iconImageView": iconImageView as Any, "appNameLabel": appNameLabel, "skipButton": skipButton,
    ]
    let metrics: [String: Any] = ["padding": 20, "iconSide": 30.0, "gap": CGFloat(8), "low": 250]
    var allConstraints = [NSLayoutConstraint]()
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-padding-[iconImageView(iconSide)]-gap-[appNameLabel]-[skipButton]-|",
      options: [.alignAllCenterY], metrics: metrics, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView(iconSide@low)]", metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appNameLabel]-[skipButton]",
      options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: nil, views: views)
    let rightToLeft: NSLayoutConstraint.FormatOptions = [.directionRightToLeft, .alignAllTop]
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "[appNameLabel][skipButton]", options: rightToLeft, metrics: [:],
      views: ["appNameLabel": appNameLabel, "skipButton": skipButton])
    NSLayoutConstraint.activate(allConstraints)
    view.addConstraints(NSLayoutConstraint.constraints(
      withVisualFormat: "V:[skipButton]-(>=8)-|", options: .spacingBaselineToBaseline,
      metrics: nil, views: views))
  }
}
