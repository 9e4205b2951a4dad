// mistake: the leading guard written == safe area + 20 instead of >=
// cause: wrong-relation
// line: 26
import UIKit

class ReadingCardViewController: UIViewController {
  let readingCard = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    readingCard.backgroundColor = .systemGray5
    readingCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(readingCard)

    let safeArea = view.safeAreaLayoutGuide
    // Preferred, not required: it gives way when the guards below cannot all hold with it.
    let preferredWidth = readingCard.widthAnchor.constraint(equalToConstant: 500)
    preferredWidth.priority = .defaultHigh

    NSLayoutConstraint.activate([
      readingCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      readingCard.heightAnchor.constraint(equalToConstant: 160),
      readingCard.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      readingCard.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
      readingCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      readingCard.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor, constant: -20),
      preferredWidth,
    ])
  }
}
