import UIKit

// The tapping goal, once a goal is set: a card 20 points below the top of the safe area and
// 20 points in from its sides, whose height comes from what it holds:
//   - tapButton: 20 points from the card's top and leading edges, 88 points tall, and one and a
//     half times as wide as it is tall;
//   - progressLabel: 16 points after the tap button, 20 points from the card's trailing edge,
//     centred on the tap button, 44 points tall;
//   - progressBar: 16 points under the tap button, 20 points from the card's sides, 8 points tall;
//   - and the card ends 20 points below the progress bar.
//
// Your turn: add the tap button's two size constraints (a constant height, and a width tied to
// its own height with a multiplier) and the constraint that ends the card under the progress bar.

class GoalSetViewController: UIViewController {
  let goalSetView = UIView()
  let tapButton = UIButton(type: .system)
  let progressLabel = UILabel()
  let progressBar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    goalSetView.backgroundColor = .white
    tapButton.setTitle("Tap!", for: .normal)
    progressLabel.text = "12 of 50 taps"
    progressBar.backgroundColor = .systemGreen

    for subview in [goalSetView, tapButton, progressLabel, progressBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(goalSetView)
    for subview in [tapButton, progressLabel, progressBar] {
      goalSetView.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      goalSetView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      goalSetView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      goalSetView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),

      tapButton.topAnchor.constraint(equalTo: goalSetView.topAnchor, constant: 20),
      tapButton.leadingAnchor.constraint(equalTo: goalSetView.leadingAnchor, constant: 20),

      progressLabel.leadingAnchor.constraint(equalTo: tapButton.trailingAnchor, constant: 16),
      progressLabel.trailingAnchor.constraint(equalTo: goalSetView.trailingAnchor, constant: -20),
      progressLabel.centerYAnchor.constraint(equalTo: tapButton.centerYAnchor),
      progressLabel.heightAnchor.constraint(equalToConstant: 44),

      progressBar.topAnchor.constraint(equalTo: tapButton.bottomAnchor, constant: 16),
      progressBar.leadingAnchor.constraint(equalTo: goalSetView.leadingAnchor, constant: 20),
      progressBar.trailingAnchor.constraint(equalTo: goalSetView.trailingAnchor, constant: -20),
      progressBar.heightAnchor.constraint(equalToConstant: 8),
    ])

    // The tap button's size and the card's bottom go here.
  }
}
