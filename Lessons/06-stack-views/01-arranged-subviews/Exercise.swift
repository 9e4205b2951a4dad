import UIKit

// The tapping goal's empty state, as one vertical stack instead of a chain of constraints.
//
// goalStack is already pinned: 20 points below the top of the safe area, from the leading to
// the trailing layout margin, with no bottom (its height comes from what it holds). It should
// hold, top to bottom and 16 points apart:
//   - titleLabel, 24 points tall;
//   - emptyGoalView, which knows its own height (120 points);
//   - setGoalButton, 44 points tall.
//
// The three views are added to the stack the wrong way, and the spacing is missing. Your turn:
// make them the stack's arranged subviews, in that order, and set the spacing.

final class EmptyGoalView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 120)
  }
}

class GoalCardViewController: UIViewController {
  let goalStack = UIStackView()
  let titleLabel = UILabel()
  let emptyGoalView = EmptyGoalView()
  let setGoalButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    titleLabel.text = "Tapping goal"
    emptyGoalView.backgroundColor = .white
    emptyGoalView.layer.cornerRadius = 12
    setGoalButton.setTitle("Set a goal", for: .normal)

    goalStack.axis = .vertical
    goalStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(goalStack)

    goalStack.addSubview(titleLabel)
    goalStack.addSubview(emptyGoalView)
    goalStack.addSubview(setGoalButton)

    NSLayoutConstraint.activate([
      goalStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      goalStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      goalStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

      titleLabel.heightAnchor.constraint(equalToConstant: 24),
      setGoalButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
