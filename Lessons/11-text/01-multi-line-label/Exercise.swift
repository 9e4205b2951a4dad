import UIKit

// Trailhead, the top of a trail card: a three-line summary and a Start button under it.
//
// The summary's text has three lines, but the label shows only the first: a label draws one
// line unless you tell it otherwise, and its height (which the button below follows) is one
// line's height.
//
// Your turn: let summaryLabel show as many lines as its text has. Don't give it a height: the
// label knows how tall three lines are.

class TrailCardViewController: UIViewController {
  let summaryLabel = UILabel()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    summaryLabel.text = "A 6.2 km loop over the ridge,\nwith views of both valleys\nand a steep last climb."
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
