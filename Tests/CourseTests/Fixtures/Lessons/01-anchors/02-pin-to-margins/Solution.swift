import UIKit

class MarginsViewController: UIViewController {
  @IBOutlet var logo: UIImageView!
  let bar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    logo.translatesAutoresizingMaskIntoConstraints = false
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    let views: [String: Any] = ["logo": logo!, "bar": bar]
    for format in ["H:|-[logo]", "V:|-[logo]-[bar(8)]", "H:|-[bar]-|"] {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
    }
  }
}
