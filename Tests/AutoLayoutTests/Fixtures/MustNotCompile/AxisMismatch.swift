// expect: cannot convert value of type 'NSLayoutAnchor<NSLayoutYAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'
import UIKit

final class MixedAxesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let box = UIView()
    view.addSubview(box)
    box.leadingAnchor.constraint(equalTo: view.topAnchor).isActive = true
  }
}
