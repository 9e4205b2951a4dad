// mistake: makeField no longer turns translatesAutoresizingMaskIntoConstraints off
// cause: mask-translating
import UIKit

// Pantry, the sign-in screen: an email field, a password field and a Sign In button, each running
// from the leading layout margin to the trailing one. The fields' width comes from the margins
// alone; the fixed 300-point width the field helper used to add is gone.

class SignInViewController: UIViewController {
  let emailField = makeField(placeholder: "Email")
  let passwordField = makeField(placeholder: "Password")
  let signInButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    signInButton.setTitle("Sign In", for: .normal)
    signInButton.translatesAutoresizingMaskIntoConstraints = false

    for subview in [emailField, passwordField, signInButton] {
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      emailField.topAnchor.constraint(equalTo: margins.topAnchor, constant: 24),
      emailField.heightAnchor.constraint(equalToConstant: 44),

      passwordField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      passwordField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
      passwordField.heightAnchor.constraint(equalToConstant: 44),

      signInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      signInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
      signInButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}

/// A text field in Pantry's style, ready for constraints.
@MainActor
func makeField(placeholder: String) -> UITextField {
  let field = UITextField()
  field.placeholder = placeholder
  field.borderStyle = .roundedRect
  return field
}
