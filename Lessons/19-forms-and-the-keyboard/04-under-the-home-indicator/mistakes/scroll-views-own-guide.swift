// mistake: the setting made on the scroll view's own keyboard guide, not on the root view's
// cause: keyboard-guide-stops-at-safe-area
import UIKit

// The delivery form runs to the bottom of the screen, under the home indicator, as scrolling
// content does on iOS: the root view's keyboard layout guide does not use the bottom safe area
// (iOS 17), so with the keyboard hidden its top is the view's bottom, and with the keyboard shown
// it is the keyboard's top. The scroll view's adjusted content inset keeps the end of the form
// above the home indicator when it scrolls.

class DeliveryFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let formStack = UIStackView()
  let saveButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for placeholder in [
      "Name", "Phone", "Street", "Building", "City", "Postcode", "Country", "Delivery notes",
    ] {
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      formStack.addArrangedSubview(field)
    }
    saveButton.setTitle("Save", for: .normal)
    saveButton.heightAnchor.constraint(equalToConstant: 50).isActive = true
    formStack.addArrangedSubview(saveButton)
    formStack.axis = .vertical
    formStack.spacing = 12

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    formStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(formStack)

    scrollView.keyboardLayoutGuide.usesBottomSafeArea = false
    let safe = view.safeAreaLayoutGuide
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: safe.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

      formStack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      formStack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      formStack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      formStack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      formStack.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
  }
}
