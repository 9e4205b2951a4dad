import UIKit

// Trailhead, a trail card for a reader who has chosen a larger text size (Settings, Display &
// Brightness, Text Size: the largest standard size, where body text is 23 points).
//
// The card's two lines were built at the default size and nailed down: a fixed 17-point font,
// two lines at most, and a height of 41 points. At a larger size none of it grows, and the
// Start button stays where two small lines would end.
//
// Your turn: make statsLabel follow Dynamic Type. Give it the body text style's font and let it
// adjust that font when the text size changes, let it show all its lines, and drop the fixed
// height, so the label is as tall as its text and the button moves down with it.

class TrailCardViewController: UIViewController {
  let statsLabel = UILabel()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    statsLabel.text = "Ridge Loop\n6.2 km, 3 hours"
    statsLabel.font = .systemFont(ofSize: 17)
    statsLabel.numberOfLines = 2
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
      statsLabel.heightAnchor.constraint(equalToConstant: 41),

      startButton.topAnchor.constraint(equalTo: statsLabel.bottomAnchor, constant: 16),
      startButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      startButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
