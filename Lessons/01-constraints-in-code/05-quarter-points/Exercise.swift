import UIKit

// Two 44 x 44 dots on the root view's horizontal centre line: the left dot centred a quarter of
// the way across the screen, the right dot three quarters of the way across.
//
// Both dots are stuck on top of each other in the middle.
// Your turn: change the multipliers of the two centerX constraints. Remember that the root view's
// centerX, seen from inside the root view, is half its width.

class QuarterDotsViewController: UIViewController {
  let leftDot = UIView()
  let rightDot = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for dot in [leftDot, rightDot] {
      dot.backgroundColor = .systemPink
      dot.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(dot)
      NSLayoutConstraint(item: dot, attribute: .width, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
      NSLayoutConstraint(item: dot, attribute: .height, relatedBy: .equal,
                         toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
      NSLayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal,
                         toItem: view, attribute: .centerY, multiplier: 1, constant: 0).isActive = true
    }

    NSLayoutConstraint(item: leftDot, attribute: .centerX, relatedBy: .equal,
                       toItem: view, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
    NSLayoutConstraint(item: rightDot, attribute: .centerX, relatedBy: .equal,
                       toItem: view, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
  }
}
