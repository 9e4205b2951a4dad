// mistake: the keyboard constraint added beside the safe-area one, which is kept
// cause: edge-pinned-twice
// not: layoutIfNeeded
import UIKit

// A sign-in form: the email field at the top, the sign-in button at the bottom. The button sits
// 16 points above the keyboard layout guide, whose top is the keyboard's top while it is shown
// and the safe area's bottom while it is hidden, so the button rides up with the keyboard and
// comes back down with it.

class SignInViewController: UIViewController {
  let emailField = UIView()
  let signInButton = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    emailField.backgroundColor = .systemGray
    signInButton.backgroundColor = .systemBlue
    for subview in [emailField, signInButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      emailField.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      emailField.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      emailField.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      emailField.heightAnchor.constraint(equalToConstant: 44),

      signInButton.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      signInButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      signInButton.heightAnchor.constraint(equalToConstant: 50),
      signInButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
      signInButton.bottomAnchor.constraint(
        equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
    ])
  }
}
