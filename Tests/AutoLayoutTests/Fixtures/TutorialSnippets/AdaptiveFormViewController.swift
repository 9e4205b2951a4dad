import UIKit

// Tutorial spellings of the adaptive APIs: trait-change registration with `Self`, the keyboard
// layout guide, keyboard notifications read through NSValue, and a size transition.
class AdaptiveFormViewController: UIViewController {
  let sendButton = UIButton(type: .system)
  var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    sendButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sendButton)
    bottomConstraint = sendButton.bottomAnchor.constraint(
      equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
    NSLayoutConstraint.activate([
      bottomConstraint,
      sendButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    view.keyboardLayoutGuide.followsUndockedKeyboard = true

    registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.view.setNeedsLayout()
    }

    NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
    ) { notification in
      guard
        let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
      else { return }
      let keyboardHeight = value.cgRectValue.height
      let duration =
        notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
      print(keyboardHeight, duration)
    }
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.view.layoutIfNeeded()
    }, completion: nil)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
      sendButton.titleLabel?.numberOfLines = 0
    }
  }
}
