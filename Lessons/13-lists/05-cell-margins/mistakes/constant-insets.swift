// mistake: 16-point insets from the content view's sides instead of its layout margins
// cause: wrong-item
// line: 25
import UIKit

// Field Notes, the alert settings: an icon, a title and a switch in each row. Everything is
// pinned to the content view's layout margins, which UIKit sets for the table's width and the
// safe area: the icon lines up with the rest of the system on every device.

final class ToggleCell: UITableViewCell {
  let iconView = UIImageView(image: UIImage(named: "bell"))
  let titleLabel = UILabel()
  let toggle = UISwitch()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    // The icon keeps its image's width; the title takes the room up to the switch.
    iconView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    for subview in [iconView, titleLabel, toggle] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      iconView.topAnchor.constraint(equalTo: margins.topAnchor),

      titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),

      toggle.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: margins.topAnchor),
      toggle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class AlertSettingsViewController: UITableViewController {
  let settings = ["Sound", "Rare birds nearby", "Weekly summary"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ToggleCell.self, forCellReuseIdentifier: "Toggle")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    settings.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Toggle", for: indexPath)
    if let cell = cell as? ToggleCell {
      cell.titleLabel.text = settings[indexPath.row]
    }
    return cell
  }
}
