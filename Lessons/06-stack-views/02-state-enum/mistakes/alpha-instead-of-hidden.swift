// mistake: the cards hidden with alpha = 0 instead of isHidden, so they keep their space
// cause: alpha-for-hidden
// line: 73
import UIKit

// The tapping goal in all three states, in one stack. Setting `state` hides the cards that do
// not belong to it; the stack joins the visible views directly, so a hidden card takes no room,
// even the goal-set card, which keeps its required 168 points behind its neighbours.

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

  var state = GoalState.empty {
    didSet { showCard(for: state) }
  }

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

    // didSet does not run for the initial value, so show the first state by hand.
    showCard(for: state)
  }

  private func showCard(for state: GoalState) {
    emptyGoalView.alpha = state == .empty ? 1 : 0
    goalSetView.alpha = state == .goalSet ? 1 : 0
    successView.alpha = state == .achieved ? 1 : 0
  }
}
