// mistake: the field's bounds converted to the root view instead of the scroll view
// cause: wrong-coordinate-space
import UIKit

// The delivery form's scroll view ends at the keyboard layout guide, but the field being edited
// can still be under the keyboard when it comes up. Once the keyboard has shown, the scroll view
// scrolls just enough to show that field: its bounds converted to the scroll view's coordinates,
// which are its content's.

class DeliveryFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let formStack = UIStackView()
  let saveButton = UIButton(type: .system)
  var fields: [UITextField] = []
  /// The field the user is typing in (a text field delegate's `textFieldDidBeginEditing(_:)`
  /// sets it; the grader's steps set it before they show the keyboard).
  var editingField: UITextField?
  private var keyboardObservers: [NSObjectProtocol] = []

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
      fields.append(field)
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

    keyboardObservers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardDidShow() }
      })
  }

  func keyboardDidShow() {
    guard let field = editingField else { return }
    let rect = field.convert(field.bounds, to: view)
    scrollView.scrollRectToVisible(rect, animated: true)
  }
}
