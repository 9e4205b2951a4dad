// mistake: multipliers 0.25 and 0.75 as fractions of the width, though centerX is already half of it
// cause: wrong-multiplier
// line: 27
import UIKit

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

    // The root view's centerX is width / 2 in its own coordinates:
    // 0.5 × width / 2 = width / 4 and 1.5 × width / 2 = 3 × width / 4.
    NSLayoutConstraint(item: leftDot, attribute: .centerX, relatedBy: .equal,
                       toItem: view, attribute: .centerX, multiplier: 0.25, constant: 0).isActive = true
    NSLayoutConstraint(item: rightDot, attribute: .centerX, relatedBy: .equal,
                       toItem: view, attribute: .centerX, multiplier: 0.75, constant: 0).isActive = true
  }
}
