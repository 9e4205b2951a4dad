import UIKit

// The tapping goal's empty state: a 200-point-tall card, 20 points in from the safe area's sides
// and centred vertically in the safe area. Inside the card:
//   - titleLabel: 20 points from the card's top, leading and trailing edges, 24 points tall;
//   - setGoalButton: 40 points from the card's leading and trailing edges, 20 points above the
//     card's bottom, 44 points tall.
//
// The card is laid out. Your turn: activate the constraints for the label and the button in
// the marked place, relating them to emptyGoalView's anchors.

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

    // Title label and button constraints go here.
  }
}
