import UIKit

// Trailhead's offline settings: a row with a spinner (while trails sync), a label and a switch,
// and a second switch under the first.
//
// The distances between the controls were eyeballed: 10 points after the spinner, 6 before the
// switch, 20 between the switches. UIKit has a standard spacing for exactly this, the system
// spacing (8 points between two views), and anchors can ask for it, times a multiplier.
//
// Your turn: replace the three constants with system spacing:
//   - the label starts 1.5 times the system spacing after the spinner;
//   - the switch starts once the system spacing after the label;
//   - the second switch starts twice the system spacing below the first.

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

      syncLabel.leadingAnchor.constraint(equalTo: syncSpinner.trailingAnchor, constant: 10),
      syncLabel.centerYAnchor.constraint(equalTo: syncSwitch.centerYAnchor),
      syncSwitch.leadingAnchor.constraint(equalTo: syncLabel.trailingAnchor, constant: 6),

      offlineSwitch.topAnchor.constraint(equalTo: syncSwitch.bottomAnchor, constant: 20),
      offlineSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
