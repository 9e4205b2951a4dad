// expect: 'NSLayoutAttribute' has been renamed to 'NSLayoutConstraint.Attribute'
import UIKit

final class OldSpellingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let box = UIView()
    view.addSubview(box)
    view.addConstraint(NSLayoutConstraint(item: box, attribute: NSLayoutAttribute.left, relatedBy: .equal,
                                          toItem: view, attribute: .left, multiplier: 1, constant: 0))
  }
}
