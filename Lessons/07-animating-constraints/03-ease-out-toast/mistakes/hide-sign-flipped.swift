// mistake: hideToast sets the top constant to +118 instead of -118
// cause: inset-sign-flipped
// line: 40
import UIKit

// A toast that drops in from above the screen and goes back up: ease out on the way in (it
// slows down as it lands), ease in on the way out (it speeds up as it leaves).

class ToastViewController: UIViewController {
  let toastView = UIView()
  private var toastTop: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    toastView.backgroundColor = .systemGreen
    toastView.layer.cornerRadius = 12
    toastView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toastView)

    toastTop = toastView.topAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.topAnchor, constant: -118)
    NSLayoutConstraint.activate([
      toastTop,
      toastView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      toastView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      toastView.heightAnchor.constraint(equalToConstant: 56),
    ])
  }

  func showToast() {
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
      self.toastTop.constant = 12
      self.view.layoutIfNeeded()
    })
  }

  func hideToast() {
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
      self.toastTop.constant = 118
      self.view.layoutIfNeeded()
    })
  }
}
