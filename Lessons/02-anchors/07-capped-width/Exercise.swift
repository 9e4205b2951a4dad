import UIKit

// A reading card, 160 points tall and 20 points below the top of the safe area, centred in the
// safe area horizontally. It should be 500 points wide when there is room, and otherwise as
// wide as it can be while staying 20 points inside the safe area's sides.
//
// Right now its width is a required 500, so on a phone in portrait it hangs off both sides.
// Your turn: keep the 500 as a preferred width (priority .defaultHigh) and add the rules that
// must always hold: width <= 500, and the leading and trailing edges at least 20 points inside
// the safe area.

class ReadingCardViewController: UIViewController {
  let readingCard = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    readingCard.backgroundColor = .systemGray5
    readingCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(readingCard)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      readingCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      readingCard.heightAnchor.constraint(equalToConstant: 160),
      readingCard.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      readingCard.widthAnchor.constraint(equalToConstant: 500),
    ])
  }
}
