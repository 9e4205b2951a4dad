// An older, storyboard-era tutorial controller (outlets and actions already neutralised by the grader).
import UIKit

class SignInViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
  var emailField: UITextField!
  var notesView: UITextView!
  var signInButton: UIButton!

  override func awakeFromNib() {
    super.awakeFromNib()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField = UITextField()
    emailField.borderStyle = .roundedRect
    emailField.placeholder = "Email"
    emailField.delegate = self
    notesView = UITextView()
    notesView.isScrollEnabled = false
    notesView.delegate = self
    signInButton = UIButton(type: .roundedRect)
    signInButton.setTitle("Sign In", for: UIControl.State())
    signInButton.addTarget(self, action: Selector(("signInTapped:")), for: .touchUpInside)
    let stackless = [emailField!, notesView!, signInButton!] as [UIView]
    for (index, field) in stackless.enumerated() {
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      field.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
      field.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor).isActive = true
      if index == 0 {
        field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
      } else {
        field.topAnchor.constraint(equalTo: stackless[index - 1].bottomAnchor, constant: 8).isActive = true
      }
    }
    let tap = UITapGestureRecognizer(target: self, action: Selector(("dismissKeyboard")))
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  func textViewDidChange(_ textView: UITextView) {
    view.setNeedsLayout()
  }

  func dismissKeyboard() {
    view.endEditing(true)
  }

  func signInTapped(_ sender: UIButton) {
    performSegue(withIdentifier: "showHome", sender: sender)
    navigationController?.pushViewController(UIViewController(), animated: true)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showHome" {
      segue.destination.title = "Home"
    }
  }
}
