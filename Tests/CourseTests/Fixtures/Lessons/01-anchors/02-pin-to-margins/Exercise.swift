import UIKit

class MarginsViewController: UIViewController {
  @IBOutlet var logo: UIImageView!
  let bar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    logo.translatesAutoresizingMaskIntoConstraints = false
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    // Pin the logo to the top and leading margins, and put an 8-point bar below it.
  }
}
