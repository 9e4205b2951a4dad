// mistake: the unit's top aligned with the figure's top instead of its baseline
// cause: wrong-attribute
// line: 34
import UIKit

// Trailhead, the distance on a trail card: the unit ("km", body text) sits on the first
// baseline of the big figure ("6.2", title 1), whatever the two fonts' sizes.

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

      // Text of different sizes lines up on its baseline, not on the tops of the labels.
      unitLabel.topAnchor.constraint(equalTo: distanceLabel.topAnchor),
      unitLabel.leadingAnchor.constraint(equalTo: distanceLabel.trailingAnchor, constant: 4),
      unitLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
