// mistake: the priority is set before activating, but on the bottom limit instead of the preferred height
// cause: wrong-priority
// line: 32
// open: the verdict leads with the card's frames (frame-mismatch) at the preferred height's line, naming no priority
import UIKit

// Tidewater, the tide card: a card 16 under the top of the safe area and 16 in from each side,
// with a bar of buttons along its bottom. The card would like to be 640 points tall, but it must
// never come closer than 16 points to the bottom of the safe area: where 640 does not fit, it is
// as tall as it can be.
//
// The preferred height gets its priority before it is activated, so it is optional from the start
// and gives way to the bottom limit where 640 points do not fit.

class TideCardViewController: UIViewController {
  let tideCard = UIView()
  let buttonBar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    tideCard.backgroundColor = .white
    tideCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tideCard)
    buttonBar.translatesAutoresizingMaskIntoConstraints = false
    tideCard.addSubview(buttonBar)

    let safeArea = view.safeAreaLayoutGuide
    let preferredHeight = tideCard.heightAnchor.constraint(equalToConstant: 640)
    let bottomLimit = tideCard.bottomAnchor.constraint(
      lessThanOrEqualTo: safeArea.bottomAnchor, constant: -16)
    bottomLimit.priority = .defaultHigh

    NSLayoutConstraint.activate([
      tideCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      tideCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      tideCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      bottomLimit,
      preferredHeight,

      buttonBar.leadingAnchor.constraint(equalTo: tideCard.leadingAnchor, constant: 12),
      buttonBar.trailingAnchor.constraint(equalTo: tideCard.trailingAnchor, constant: -12),
      buttonBar.bottomAnchor.constraint(equalTo: tideCard.bottomAnchor, constant: -12),
      buttonBar.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
