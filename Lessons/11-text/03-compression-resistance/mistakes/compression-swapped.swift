// mistake: the compression resistances swapped: the message is cut, the name keeps its width
// cause: content-priorities-swapped
// line: 24
import UIKit

// Trailhead's settings, the test-message row: when the two texts do not fit, the name label,
// with the lower compression resistance, is cut short, and the message keeps its full width;
// when they fit, the name, with the lower hugging priority, takes the spare room.

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
    // The lower compression resistance gives way: the name is cut short, the message is not.
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
