// mistake: the 500 pt width left required, so it fights the 20 pt guards on a phone
// cause: unsatisfiable-constraints
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

    NSLayoutConstraint.activate([
      readingCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      readingCard.heightAnchor.constraint(equalToConstant: 160),
      readingCard.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      readingCard.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
      readingCard.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.leadingAnchor, constant: 20),
      readingCard.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor, constant: -20),
      preferredWidth,
    ])
  }
}
