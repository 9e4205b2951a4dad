// mistake: a fixed 17-point font where the body text style was meant
// cause: font-not-dynamic
// line: 19
import UIKit

// Trailhead, a trail card that follows Dynamic Type: the label uses the body text style and
// adjusts it when the text size changes, shows all its lines, and has no fixed height, so it is
// as tall as its text at any size and the Start button follows it.

class TrailCardViewController: UIViewController {
  let statsLabel = UILabel()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    statsLabel.text = "Ridge Loop\n6.2 km, 3 hours"
    // The body style at the reader's text size, updated when the size changes.
    statsLabel.font = .systemFont(ofSize: 17)
    statsLabel.adjustsFontForContentSizeCategory = true
    statsLabel.numberOfLines = 0
    startButton.setTitle("Start", for: .normal)

    for subview in [statsLabel, startButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      statsLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      statsLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      statsLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      startButton.topAnchor.constraint(equalTo: statsLabel.bottomAnchor, constant: 16),
      startButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      startButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
