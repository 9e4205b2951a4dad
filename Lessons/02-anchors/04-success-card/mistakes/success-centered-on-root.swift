// mistake: the card centered on the root view instead of the safe area
// cause: wrong-item
// line: 49
import UIKit

class GoalReachedViewController: UIViewController {
  let successView = UIView()
  let checkmarkView = UIImageView()
  let messageLabel = UILabel()
  let doneButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    successView.backgroundColor = .white
    checkmarkView.image = UIImage(named: "checkmark")
    messageLabel.text = "Goal reached!"
    messageLabel.textAlignment = .center
    doneButton.setTitle("Done", for: .normal)

    for subview in [successView, checkmarkView, messageLabel, doneButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(successView)
    for subview in [checkmarkView, messageLabel, doneButton] {
      successView.addSubview(subview)
    }

    NSLayoutConstraint.activate([
      checkmarkView.centerXAnchor.constraint(equalTo: successView.centerXAnchor),
      checkmarkView.topAnchor.constraint(equalTo: successView.topAnchor, constant: 32),
      checkmarkView.widthAnchor.constraint(equalToConstant: 64),
      checkmarkView.heightAnchor.constraint(equalToConstant: 64),

      messageLabel.topAnchor.constraint(equalTo: checkmarkView.bottomAnchor, constant: 16),
      messageLabel.leadingAnchor.constraint(equalTo: successView.leadingAnchor, constant: 24),
      messageLabel.trailingAnchor.constraint(equalTo: successView.trailingAnchor, constant: -24),
      messageLabel.heightAnchor.constraint(equalToConstant: 48),

      doneButton.centerXAnchor.constraint(equalTo: successView.centerXAnchor),
      doneButton.bottomAnchor.constraint(equalTo: successView.bottomAnchor, constant: -24),
      doneButton.widthAnchor.constraint(equalToConstant: 160),
      doneButton.heightAnchor.constraint(equalToConstant: 44),
    ])

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      successView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      successView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      successView.widthAnchor.constraint(equalToConstant: 300),
      successView.heightAnchor.constraint(equalToConstant: 240),
    ])
  }
}
