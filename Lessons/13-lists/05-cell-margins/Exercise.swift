import UIKit

// Field Notes, the alert settings: an icon, a title and a switch in each row.
//
// On an iPhone X held upright the rows look right. On an iPad, and on the iPhone X on its side,
// the icon and the switch sit closer to the edges than the text of every other list: the
// constants below are the 16 points of one device, not the margins UIKit gives the cell.
//
// Your turn: pin the row to the content view's layout margins instead of its edges.

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
    NSLayoutConstraint.activate([
      iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      iconView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),

      titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),

      toggle.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      toggle.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
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
