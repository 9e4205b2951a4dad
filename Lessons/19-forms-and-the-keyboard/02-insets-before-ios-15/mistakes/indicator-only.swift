// mistake: only the scroll bar's inset is set, so the content gets no room to scroll above the keys
// cause: content-inset-not-set
import UIKit

// The delivery form as an app for iOS 14 and earlier builds it: the scroll view runs from the
// top of the screen to its bottom, and the keyboard's notifications give the content room to
// scroll above the keys. The keyboard's height counts the home indicator's strip, which the
// scroll view's adjusted content inset already holds, so the inset is the height less the bottom
// safe area.

class DeliveryFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let formStack = UIStackView()
  let notesView = UITextView()
  let saveButton = UIButton(type: .system)
  private var keyboardObservers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for placeholder in [
      "Name", "Phone", "Street", "Building", "City", "Postcode", "Country", "Floor",
    ] {
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      formStack.addArrangedSubview(field)
    }
    notesView.heightAnchor.constraint(equalToConstant: 300).isActive = true
    formStack.addArrangedSubview(notesView)
    saveButton.setTitle("Save", for: .normal)
    saveButton.heightAnchor.constraint(equalToConstant: 50).isActive = true
    formStack.addArrangedSubview(saveButton)
    formStack.axis = .vertical
    formStack.spacing = 12

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    formStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(formStack)

    let safe = view.safeAreaLayoutGuide
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

      formStack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      formStack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      formStack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      formStack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      formStack.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    observeKeyboard()
  }

  private func observeKeyboard() {
    let center = NotificationCenter.default
    keyboardObservers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        guard
          let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        else { return }
        let keyboardFrame = value.cgRectValue
        MainActor.assumeIsolated { self?.keyboardWillShow(keyboardFrame) }
      })
    keyboardObservers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardWillHide() }
      })
  }

  func keyboardWillShow(_ keyboardFrame: CGRect) {
    let covered = keyboardFrame.height - view.safeAreaInsets.bottom
    scrollView.verticalScrollIndicatorInsets.bottom = covered
  }

  func keyboardWillHide() {
    scrollView.contentInset.bottom = 0
    scrollView.verticalScrollIndicatorInsets.bottom = 0
  }
}
