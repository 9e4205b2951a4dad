// shortcut: the font does not adjust when the text size changes
// cause: frame-mismatch
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
    statsLabel.font = .preferredFont(forTextStyle: .body)
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
