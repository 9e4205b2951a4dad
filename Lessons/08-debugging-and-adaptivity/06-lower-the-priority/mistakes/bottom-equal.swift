// mistake: the bottom guard written == instead of <=
// cause: wrong-relation
// line: 30
import UIKit

// Pantry, the cooking timer: a card under the top margin that would like to be 400 points tall
// (priority 750) but must never run past the bottom margin (required). Where there is room it is
// 400 tall; on a short screen it stops at the bottom margin.

class TimerViewController: UIViewController {
  let timerCard = UIView()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    timerCard.backgroundColor = .white
    startButton.setTitle("Start", for: .normal)

    timerCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(timerCard)
    startButton.translatesAutoresizingMaskIntoConstraints = false
    timerCard.addSubview(startButton)

    let margins = view.layoutMarginsGuide

    let height = timerCard.heightAnchor.constraint(equalToConstant: 400)
    height.identifier = "timerCard-height"
    height.priority = .defaultHigh
    let bottom = timerCard.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
    bottom.identifier = "timerCard-bottom"

    NSLayoutConstraint.activate([
      timerCard.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      timerCard.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      timerCard.topAnchor.constraint(equalTo: margins.topAnchor),
      height,
      bottom,

      startButton.leadingAnchor.constraint(equalTo: timerCard.layoutMarginsGuide.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: timerCard.layoutMarginsGuide.trailingAnchor),
      startButton.bottomAnchor.constraint(equalTo: timerCard.bottomAnchor, constant: -16),
      startButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
