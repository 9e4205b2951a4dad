// mistake: the label's trailing edge placed a system spacing after the switch's leading edge
// cause: inset-sign-flipped
// line: 39
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
      syncLabel.leadingAnchor.constraint(
        equalToSystemSpacingAfter: syncSpinner.trailingAnchor, multiplier: 1.5),
      syncLabel.centerYAnchor.constraint(equalTo: syncSwitch.centerYAnchor),
      syncLabel.trailingAnchor.constraint(
        equalToSystemSpacingAfter: syncSwitch.leadingAnchor, multiplier: 1),

      offlineSwitch.topAnchor.constraint(
        equalToSystemSpacingBelow: syncSwitch.bottomAnchor, multiplier: 2),
      offlineSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
