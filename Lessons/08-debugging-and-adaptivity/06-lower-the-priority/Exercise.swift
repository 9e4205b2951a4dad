import UIKit

// Pantry, the cooking timer: a card 400 points tall under the top margin, with a Start button
// along its bottom. The card must never run past the bottom margin.
//
// In portrait there is room and all is well. On an iPhone X in landscape only 354 points are left
// between the margins, and the console reports "Unable to simultaneously satisfy constraints".
// The constraints have identifiers, so the log names them: 'timerCard-height' and
// 'timerCard-bottom' cannot both hold.
//
// Don't delete either one: both say something true. Decide which is the rule and which is the
// wish, and make the wish optional, so the card is 400 tall where it fits and as tall as it can be
// where it does not.

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
    let bottom = timerCard.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
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
