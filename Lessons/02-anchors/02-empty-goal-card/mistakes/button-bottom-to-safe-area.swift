// mistake: the button's bottom pinned to the safe area instead of the card's bottom
// cause: wrong-item
// line: 42
import UIKit

class EmptyGoalViewController: UIViewController {
  let emptyGoalView = UIView()
  let titleLabel = UILabel()
  let setGoalButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    emptyGoalView.backgroundColor = .white
    emptyGoalView.layer.cornerRadius = 12
    titleLabel.text = "No tapping goal yet"
    setGoalButton.setTitle("Set a goal", for: .normal)

    for subview in [emptyGoalView, titleLabel, setGoalButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(emptyGoalView)
    emptyGoalView.addSubview(titleLabel)
    emptyGoalView.addSubview(setGoalButton)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      emptyGoalView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      emptyGoalView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      emptyGoalView.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      emptyGoalView.heightAnchor.constraint(equalToConstant: 200),
    ])

    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: emptyGoalView.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: emptyGoalView.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: emptyGoalView.trailingAnchor, constant: -20),
      titleLabel.heightAnchor.constraint(equalToConstant: 24),

      setGoalButton.leadingAnchor.constraint(equalTo: emptyGoalView.leadingAnchor, constant: 40),
      setGoalButton.trailingAnchor.constraint(equalTo: emptyGoalView.trailingAnchor, constant: -40),
      setGoalButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
      setGoalButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
