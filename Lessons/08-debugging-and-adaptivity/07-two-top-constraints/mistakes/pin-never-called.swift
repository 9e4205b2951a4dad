// mistake: pinTapButton never called
// cause: constraint-missing
import UIKit

// The goal-set card with its title. The tap button's top is placed once, under the title: the
// old "72 points below the card's top" from the days of a 40-point title is gone, so the title
// keeps its intrinsic 24 points instead of stretching to fill the gap.

/// The card's title: 24 points tall by its content, as a one-line label would be.
final class GoalTitleView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 24)
  }
}

class GoalSetViewController: UIViewController {
  let goalSetView = UIView()
  let goalTitleView = GoalTitleView()
  let tapButton = UIButton(type: .system)
  let progressBar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    goalSetView.backgroundColor = .white
    goalTitleView.backgroundColor = .systemGray6
    tapButton.setTitle("Tap!", for: .normal)
    progressBar.backgroundColor = .systemGreen

    for subview in [goalSetView, goalTitleView, tapButton, progressBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(goalSetView)
    for subview in [goalTitleView, tapButton, progressBar] {
      goalSetView.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      goalSetView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      goalSetView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      goalSetView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      goalSetView.bottomAnchor.constraint(equalTo: progressBar.bottomAnchor, constant: 20),

      goalTitleView.topAnchor.constraint(equalTo: goalSetView.topAnchor, constant: 20),
      goalTitleView.leadingAnchor.constraint(equalTo: goalSetView.leadingAnchor, constant: 20),
      goalTitleView.trailingAnchor.constraint(equalTo: goalSetView.trailingAnchor, constant: -20),

      tapButton.topAnchor.constraint(equalTo: goalTitleView.bottomAnchor, constant: 12),

      progressBar.topAnchor.constraint(equalTo: tapButton.bottomAnchor, constant: 16),
      progressBar.leadingAnchor.constraint(equalTo: goalSetView.leadingAnchor, constant: 20),
      progressBar.trailingAnchor.constraint(equalTo: goalSetView.trailingAnchor, constant: -20),
      progressBar.heightAnchor.constraint(equalToConstant: 8),
    ])
  }

  /// The tap button's leading edge and size; its top comes from the title, in viewDidLoad().
  private func pinTapButton() {
    NSLayoutConstraint.activate([
      tapButton.leadingAnchor.constraint(equalTo: goalSetView.leadingAnchor, constant: 20),
      tapButton.heightAnchor.constraint(equalToConstant: 88),
      tapButton.widthAnchor.constraint(equalTo: tapButton.heightAnchor, multiplier: 1.5),
    ])
  }
}
