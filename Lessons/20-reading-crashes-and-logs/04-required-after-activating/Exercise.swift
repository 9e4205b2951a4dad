import UIKit

// Tidewater, the tide card: a card 16 under the top of the safe area and 16 in from each side,
// with a bar of buttons along its bottom. The card would like to be 640 points tall, but it must
// never come closer than 16 points to the bottom of the safe area: where 640 does not fit, it is
// as tall as it can be.
//
// The app crashes as the screen loads:
//   NSInternalInconsistencyException: Mutating a priority from required to not on an installed
//   constraint (or vice-versa) is not supported.  You passed priority 750 and the existing
//   priority was 1000.
// A constraint's priority can change between optional values while it is active, but not from
// required (1000) to optional or back. Give the preferred height its priority while it is still
// inactive.

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

    NSLayoutConstraint.activate([
      tideCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      tideCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      tideCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      tideCard.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor, constant: -16),
      preferredHeight,

      buttonBar.leadingAnchor.constraint(equalTo: tideCard.leadingAnchor, constant: 12),
      buttonBar.trailingAnchor.constraint(equalTo: tideCard.trailingAnchor, constant: -12),
      buttonBar.bottomAnchor.constraint(equalTo: tideCard.bottomAnchor, constant: -12),
      buttonBar.heightAnchor.constraint(equalToConstant: 44),
    ])
    preferredHeight.priority = .defaultHigh
  }
}
