import UIKit

class CenterViewController: UIViewController {
  let box = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    box.backgroundColor = .systemBlue
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
