import UIKit

// The delivery form's scroll view ends at the keyboard layout guide's top. With the keyboard
// hidden that is the safe area's bottom, so a strip of the screen above the home indicator is left
// empty where the form's content should scroll.
//
// Your turn: make the root view's keyboard layout guide reach the view's bottom while the keyboard
// is hidden (iOS 17), so the scroll view runs under the home indicator.

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
