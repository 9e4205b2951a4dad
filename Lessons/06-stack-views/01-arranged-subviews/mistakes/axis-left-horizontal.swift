// mistake: the stack's axis never set, so it stays horizontal
// cause: wrong-axis
import UIKit

// The tapping goal's empty state as one vertical stack: the stack chains its arranged views
// 16 points apart and makes them as wide as itself; its own height follows from theirs.

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

    goalStack.spacing = 16
    goalStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(goalStack)

    // Arranged subviews: the stack adds them as subviews and lays them out in this order.
    goalStack.addArrangedSubview(titleLabel)
    goalStack.addArrangedSubview(emptyGoalView)
    goalStack.addArrangedSubview(setGoalButton)

    NSLayoutConstraint.activate([
      goalStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      goalStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      goalStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

      titleLabel.heightAnchor.constraint(equalToConstant: 24),
      setGoalButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
