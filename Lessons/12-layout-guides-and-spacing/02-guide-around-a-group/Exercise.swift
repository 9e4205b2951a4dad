import UIKit

// Trailhead, the empty state of the trail list: an icon, a two-line message and a Retry button,
// one under the other, 16 points apart. Together they should be centred in the safe area.
//
// Only the icon is centred, so the group hangs below the middle of the screen: the message and
// the button add 116 points under it and nothing above.
//
// Your turn: make a layout guide that wraps the group (its top at the icon's top, its bottom at
// the button's bottom, its sides on the margins) and centre the guide, not the icon, vertically
// in the safe area.

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
    NSLayoutConstraint.activate([
      iconView.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
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
