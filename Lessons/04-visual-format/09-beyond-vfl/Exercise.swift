import UIKit

// Grapevine's welcome screen, step 9: what VFL cannot say.
//
// The illustration should be centred on the screen, half as wide as the screen, and keep a 3:2
// shape (its height two thirds of its width). The page control should be centred on the screen
// too. The vertical format string already stacks them; add the rest with layout anchors, which
// can express what format strings cannot: centring on the superview and multipliers.

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

    // Your turn: four anchor constraints, appended to allConstraints.
    //   - the illustration's centre on the root view's centre (horizontally);
    //   - the illustration's width half the root view's width;
    //   - the illustration's height two thirds of its own width;
    //   - the page control's centre on the root view's centre (horizontally).

    NSLayoutConstraint.activate(allConstraints)
  }
}
