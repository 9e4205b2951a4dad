import UIKit

// A delivery form: eight fields and a Save button in a column that scrolls. The scroll view ends
// at the safe area's bottom, so when the keyboard slides up it covers the lower part of the scroll
// view: scrolled to its end, the form still leaves the Save button under the keys.
//
// Your turn: end the scroll view at the top of the view's keyboard layout guide instead, so it
// shrinks above the keyboard while the keyboard is shown.

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
      scrollView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

      formStack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      formStack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      formStack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      formStack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      formStack.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
  }
}
