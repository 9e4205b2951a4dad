// mistake: the hugging priorities swapped: the value stretches, the name hugs
// cause: content-priorities-swapped
// line: 21
import UIKit

// Trailhead's settings, the greeting row: the value label hugs its text (high hugging priority)
// and the name label, with the lower priority, stretches to fill the rest of the row.

class GreetingSettingsViewController: UIViewController {
  let nameLabel = UILabel()
  let valueLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameLabel.text = "Greeting"
    valueLabel.text = "Hello"
    valueLabel.textColor = .secondaryLabel

    // The lower hugging priority gives way: the name stretches, the value keeps its text's width.
    nameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)

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
