import UIKit

// A toast, 56 points tall between the layout margins, waits above the screen: its top is 118
// points above the top of the safe area. showToast() drops it to 12 points below the safe area's
// top in 0.3 seconds; hideToast() sends it back up in 0.2 seconds.
//
// Both move at a constant speed, which looks mechanical. Your turn: a toast that arrives should
// slow down as it lands (ease out), and one that leaves should speed up as it goes (ease in).
// Keep the durations.

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
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
      self.toastTop.constant = 12
      self.view.layoutIfNeeded()
    })
  }

  func hideToast() {
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
      self.toastTop.constant = -118
      self.view.layoutIfNeeded()
    })
  }
}
