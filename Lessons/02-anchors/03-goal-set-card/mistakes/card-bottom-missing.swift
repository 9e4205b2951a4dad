// mistake: the card's bottom never tied to the progress bar, so nothing sets its height
// cause: constraint-missing
import UIKit

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

    NSLayoutConstraint.activate([
      tapButton.heightAnchor.constraint(equalToConstant: 88),
      // A 3:2 tap pad: the width follows the height.
      tapButton.widthAnchor.constraint(equalTo: tapButton.heightAnchor, multiplier: 1.5),
    ])
  }
}
