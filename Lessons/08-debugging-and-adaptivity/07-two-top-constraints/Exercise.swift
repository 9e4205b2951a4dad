import UIKit

// The tapping goal once a goal is set, the card of module 02 with a title added: a card 20
// points below the top of the safe area and 20 points in from its sides, whose height comes from
// what it holds:
//   - goalTitleView: 20 points from the card's top and sides, 24 points tall by its content;
//   - tapButton: 12 points under the title, 20 points from the card's leading edge, 88 points tall
//     and one and a half times as wide as it is tall;
//   - progressBar: 16 points under the tap button, 20 points from the card's sides, 8 points tall;
//   - and the card ends 20 points below the progress bar.
//
// Since the title went in, there is a band of empty space under it, and nothing is logged.
// Your turn: find the constraint that does not belong, and remove it.

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
    pinTapButton()
  }

  /// The tap button's place and size, written when the card's title was 40 points tall.
  private func pinTapButton() {
    NSLayoutConstraint.activate([
      tapButton.topAnchor.constraint(equalTo: goalSetView.topAnchor, constant: 72),
      tapButton.leadingAnchor.constraint(equalTo: goalSetView.leadingAnchor, constant: 20),
      tapButton.heightAnchor.constraint(equalToConstant: 88),
      tapButton.widthAnchor.constraint(equalTo: tapButton.heightAnchor, multiplier: 1.5),
    ])
  }
}
