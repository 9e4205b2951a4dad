import UIKit

// A toast: a 48-point-tall bar between the root view's margins, 20 points above the bottom of
// the safe area. Inside, 12 points from its leading edge, a message (content 200 x 20); then,
// 8 points further on and 12 points from the toast's trailing edge, an action button (content
// 64 x 32). Both are centred vertically in the toast. The action keeps its content width; the
// message takes the spare room.
//
// This layout is ambiguous twice over: the toast has no vertical position, and the message and
// the action tie on content hugging, so nothing says which of them takes the spare room.
// Your turn: add the missing constraint and break the tie.

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

      messageView.leadingAnchor.constraint(equalTo: toastView.leadingAnchor, constant: 12),
      messageView.centerYAnchor.constraint(equalTo: toastView.centerYAnchor),
      actionView.leadingAnchor.constraint(equalTo: messageView.trailingAnchor, constant: 8),
      actionView.trailingAnchor.constraint(equalTo: toastView.trailingAnchor, constant: -12),
      actionView.centerYAnchor.constraint(equalTo: toastView.centerYAnchor),
    ])
  }
}
