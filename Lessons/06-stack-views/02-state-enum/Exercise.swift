import UIKit

// The tapping goal in all three states, in one stack. goalStack holds, 16 points apart:
//   titleLabel (24 points), emptyGoalView (120), goalSetView (168, a required height
//   constraint), successView (96) and actionButton (44).
// Only one of the three cards may show at a time: emptyGoalView for .empty, goalSetView for
// .goalSet, successView for .achieved.
//
// Your turn: make `state` show the matching card and hide the other two whenever it is set,
// and also when the screen first appears (state starts as .empty).

final class EmptyGoalView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 120)
  }
}

final class SuccessView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 96)
  }
}

enum GoalState {
  case empty, goalSet, achieved
}

class GoalCardViewController: UIViewController {
  let titleLabel = UILabel()
  let emptyGoalView = EmptyGoalView()
  let goalSetView = UIView()
  let successView = SuccessView()
  let actionButton = UIButton(type: .system)
  let goalStack = UIStackView()

  var state = GoalState.empty

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    titleLabel.text = "Tapping goal"
    for card in [emptyGoalView, goalSetView, successView] {
      card.backgroundColor = .white
      card.layer.cornerRadius = 12
    }
    actionButton.setTitle("Continue", for: .normal)

    for arranged in [titleLabel, emptyGoalView, goalSetView, successView, actionButton] {
      goalStack.addArrangedSubview(arranged)
    }
    goalStack.axis = .vertical
    goalStack.spacing = 16
    goalStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(goalStack)

    NSLayoutConstraint.activate([
      goalStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      goalStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      goalStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

      titleLabel.heightAnchor.constraint(equalToConstant: 24),
      actionButton.heightAnchor.constraint(equalToConstant: 44),
      // The goal-set card's height is a required constraint of ours, not an intrinsic size.
      goalSetView.heightAnchor.constraint(equalToConstant: 168),
    ])
  }
}
