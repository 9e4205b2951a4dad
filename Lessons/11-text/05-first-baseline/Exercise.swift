import UIKit

// Trailhead, the distance on a trail card: a big figure ("6.2", title 1, right-aligned in a
// 120-point column) and its unit ("km", body text) just after it.
//
// The unit's top is lined up with the figure's top. The two fonts are different sizes, so the
// small text floats high above the big text's baseline, like a footnote mark.
//
// Your turn: line the two labels up by their first baselines instead, so the unit sits on the
// same line as the figure. Keep the horizontal constraints.

class TrailDistanceViewController: UIViewController {
  let distanceLabel = UILabel()
  let unitLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    distanceLabel.text = "6.2"
    distanceLabel.font = .preferredFont(forTextStyle: .title1)
    distanceLabel.textAlignment = .right
    unitLabel.text = "km"
    unitLabel.font = .preferredFont(forTextStyle: .body)

    for subview in [distanceLabel, unitLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      distanceLabel.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
      distanceLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      distanceLabel.widthAnchor.constraint(equalToConstant: 120),

      unitLabel.topAnchor.constraint(equalTo: distanceLabel.topAnchor),
      unitLabel.leadingAnchor.constraint(equalTo: distanceLabel.trailingAnchor, constant: 4),
      unitLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
