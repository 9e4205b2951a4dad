// mistake: the summary aligned on the welcome line's leading edge only, not its trailing edge
// cause: constraint-missing
import UIKit

// Grapevine's welcome screen, step 5: the illustration, the two labels and the page control,
// lined up with layout options instead of extra strings.

class WelcomeViewController: UIViewController {
  let iconImageView = UIImageView(image: UIImage(named: "grapevine-icon"))
  let appNameLabel = UILabel()
  let skipButton = UIButton(type: .system)
  let appImageView = UIImageView(image: UIImage(named: "welcome-illustration"))
  let welcomeLabel = UILabel()
  let summaryLabel = UILabel()
  let pageControl = UIPageControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    appNameLabel.text = "Grapevine"
    skipButton.setTitle("Skip", for: .normal)
    welcomeLabel.text = "Welcome to Grapevine"
    summaryLabel.text = "Hear what your friends are saying, and join in whenever you like."
    summaryLabel.numberOfLines = 0
    pageControl.numberOfPages = 3

    let subviews: [UIView] = [
      iconImageView, appNameLabel, skipButton,
      appImageView, welcomeLabel, summaryLabel, pageControl,
    ]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
      "appImageView": appImageView,
      "welcomeLabel": welcomeLabel,
      "summaryLabel": summaryLabel,
      "pageControl": pageControl,
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

    // The illustration goes 20 points under the icon; its image gives it its size.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[iconImageView(30)]-20-[appImageView]", options: [], metrics: nil,
      views: views)

    // Only the welcome line is placed horizontally, from margin to margin.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[welcomeLabel]-|", options: [], metrics: nil, views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[pageControl(75)]", options: [], metrics: nil, views: views)

    // The illustration shares the welcome line's centre.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appImageView]-20-[welcomeLabel(30)]",
      options: [.alignAllCenterX], metrics: nil, views: views)

    // The summary takes both edges of the welcome line, and with them its width.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[welcomeLabel]-[summaryLabel(60)]",
      options: [.alignAllLeading], metrics: nil, views: views)

    // The page control sits on the bottom margin, centred under the summary.
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[summaryLabel]-(>=8)-[pageControl(20)]-|",
      options: [.alignAllCenterX], metrics: nil, views: views)

    NSLayoutConstraint.activate(allConstraints)
  }
}
