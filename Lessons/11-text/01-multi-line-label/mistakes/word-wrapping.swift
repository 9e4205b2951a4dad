// mistake: word wrapping turned on where the number of lines is what limits the label
// cause: label-lines-limited
// not: translatesAutoresizingMaskIntoConstraints
import UIKit

// Trailhead, the top of a trail card: the summary label shows every line of its text
// (numberOfLines = 0), so its intrinsic height is three lines and the Start button sits under
// the last one.

class TrailCardViewController: UIViewController {
  let summaryLabel = UILabel()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    summaryLabel.text = "A 6.2 km loop over the ridge,\nwith views of both valleys\nand a steep last climb."
    // 0: as many lines as the text needs. The label's height follows.
    summaryLabel.lineBreakMode = .byWordWrapping
    startButton.setTitle("Start", for: .normal)

    for subview in [summaryLabel, startButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      summaryLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      summaryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      startButton.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 16),
      startButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      startButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
