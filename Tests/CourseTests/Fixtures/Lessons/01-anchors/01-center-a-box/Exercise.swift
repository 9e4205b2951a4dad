import UIKit

class CenterViewController: UIViewController {
  let box = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    box.backgroundColor = .systemBlue
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    // Make the box 100 points wide and 40 tall, centred in the view.
  }
}
