// mistake: the page control's centerX left out
// cause: constraint-missing
import UIKit

// Grapevine's welcome screen, step 9: what VFL cannot say. The vertical stack is still a format
// string; centring on the root view and sizes that are a fraction of another size are anchors.

class WelcomeViewController: UIViewController {
  let appImageView = UIImageView(image: UIImage(named: "welcome-illustration"))
  let pageControl = UIPageControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    pageControl.numberOfPages = 3

    let subviews: [UIView] = [appImageView, pageControl]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views: [String: Any] = [
      "appImageView": appImageView,
      "pageControl": pageControl,
    ]

    var allConstraints: [NSLayoutConstraint] = []

    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[appImageView]-20-[pageControl(20)]", options: [], metrics: nil,
      views: views)
    allConstraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[pageControl(75)]", options: [], metrics: nil, views: views)

    // Centring on the superview and multipliers have no format-string spelling.
    allConstraints += [
      appImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      appImageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
      appImageView.heightAnchor.constraint(
        equalTo: appImageView.widthAnchor, multiplier: 2.0 / 3.0),
    ]

    NSLayoutConstraint.activate(allConstraints)
  }
}
