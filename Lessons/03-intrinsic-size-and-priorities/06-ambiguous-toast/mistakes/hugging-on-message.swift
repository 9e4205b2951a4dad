// mistake: the tie broken on the message instead of the action
// cause: priority-on-wrong-view
// line: 49
import UIKit

final class ToastMessageView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 200, height: 20) }
}

final class ToastActionView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 32) }
}

class ToastViewController: UIViewController {
  let toastView = UIView()
  let messageView = ToastMessageView()
  let actionView = ToastActionView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    toastView.backgroundColor = .darkGray
    messageView.backgroundColor = .lightGray
    actionView.backgroundColor = .systemYellow

    for subview in [toastView, messageView, actionView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(toastView)
    toastView.addSubview(messageView)
    toastView.addSubview(actionView)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      toastView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      toastView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      toastView.heightAnchor.constraint(equalToConstant: 48),
      // Without this the toast has a height but no vertical position.
      toastView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),

      messageView.leadingAnchor.constraint(equalTo: toastView.leadingAnchor, constant: 12),
      messageView.centerYAnchor.constraint(equalTo: toastView.centerYAnchor),
      actionView.leadingAnchor.constraint(equalTo: messageView.trailingAnchor, constant: 8),
      actionView.trailingAnchor.constraint(equalTo: toastView.trailingAnchor, constant: -12),
      actionView.centerYAnchor.constraint(equalTo: toastView.centerYAnchor),
    ])

    // Both views hugged at 250, so either could take the spare room; 251 decides it.
    messageView.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
  }
}
