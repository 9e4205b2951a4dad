import UIKit

// Trailhead's settings, the greeting row: the setting's name on the left, its current value on
// the right, 8 points apart, and the name taking whatever room is left.
//
// Neither label has a width: each has its text's width (its intrinsic content size), and the
// row is wider than both texts together. Content hugging decides which label is stretched to
// fill the rest: the one whose hugging priority is LOWER gives way and grows.
//
// Someone set the two priorities the wrong way round, so the value stretches and the name hugs
// its text. Your turn: make the value label hug its text and the name label stretch.

class GreetingSettingsViewController: UIViewController {
  let nameLabel = UILabel()
  let valueLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameLabel.text = "Greeting"
    valueLabel.text = "Hello"
    valueLabel.textColor = .secondaryLabel

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
