// mistake: the guide centred in the root view instead of the safe area
// cause: wrong-item
// line: 38
import UIKit

// Trailhead, the empty state of the trail list: a layout guide wraps the icon, the message and
// the button, and the guide is centred in the safe area, so the whole group is.

class EmptyTrailsViewController: UIViewController {
  let iconView = UIImageView()
  let messageLabel = UILabel()
  let retryButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    iconView.backgroundColor = .systemGray4
    messageLabel.text = "No trails nearby.\nTry a wider search."
    messageLabel.numberOfLines = 0
    messageLabel.textAlignment = .center
    retryButton.setTitle("Retry", for: .normal)

    for subview in [iconView, messageLabel, retryButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    // A guide around the whole group: centring it centres the group.
    let group = UILayoutGuide()
    view.addLayoutGuide(group)
    NSLayoutConstraint.activate([
      group.topAnchor.constraint(equalTo: iconView.topAnchor),
      group.bottomAnchor.constraint(equalTo: retryButton.bottomAnchor),
      group.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      group.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      group.centerYAnchor.constraint(equalTo: view.centerYAnchor),

      iconView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      iconView.widthAnchor.constraint(equalToConstant: 64),
      iconView.heightAnchor.constraint(equalToConstant: 64),

      messageLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 16),
      messageLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      messageLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      retryButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 16),
      retryButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      retryButton.widthAnchor.constraint(equalToConstant: 200),
      retryButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
