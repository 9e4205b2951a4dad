// expect: 'NSLayoutFormatOptions' has been renamed to 'NSLayoutConstraint.FormatOptions'
import UIKit

final class OldFormatOptionsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    view.addSubview(label)
    let options: NSLayoutFormatOptions = []
    view.addConstraints(NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[label]-|", options: options, metrics: nil, views: ["label": label]))
  }
}
