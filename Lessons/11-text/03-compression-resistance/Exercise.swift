import UIKit

// Trailhead's settings, the test-message row: the setting's name on the left, the message on the
// right, 8 points apart.
//
// On an iPad both texts fit, and the name stretches (its hugging priority is lower, as in the
// last exercise). On an iPhone they do not fit together, and one label has to be cut short.
// Compression resistance decides which: the label whose priority is LOWER gives way and shrinks.
//
// The message must always be readable in full; the name may end in "…". Someone set the
// compression resistance the wrong way round. Your turn: swap it.

class TestMessageSettingsViewController: UIViewController {
  let nameLabel = UILabel()
  let valueLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameLabel.text = "Test message sent when a hike starts"
    valueLabel.text = "This is a test string"
    valueLabel.textColor = .secondaryLabel

    nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    nameLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    valueLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

    for subview in [nameLabel, valueLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      valueLabel.topAnchor.constraint(equalTo: nameLabel.topAnchor),
      valueLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      valueLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
