import UIKit

// The tapping goal, reached: a 300 x 240 card centred in the safe area. Inside it:
//   - checkmarkView: a 64 x 64 image, centred horizontally, 32 points below the card's top;
//   - messageLabel: 16 points under the checkmark, 24 points from the card's sides, 48 tall;
//   - doneButton: 160 x 44, centred horizontally, 24 points above the card's bottom.
//
// The card's contents are laid out, but the card itself has no constraints yet.
// Your turn: centre it in the safe area and give it its size.

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

    // The card's four constraints go here.
  }
}
