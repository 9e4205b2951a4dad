// mistake: .grouped instead of .insetGrouped
// cause: table-style-wrong
// line: 35
import UIKit

// Field Notes, the account screen: two groups of rows drawn as rounded cards. The table is
// `.insetGrouped` (iOS 13): each group's rows are inset from the table's sides by its layout
// margins, and the content inside a row keeps the row's own margins.

final class AccountCell: UITableViewCell {
  let nameLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nameLabel)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class AccountViewController: UITableViewController {
  let sections = [
    ("Profile", ["Name", "Home patch"]),
    ("Data", ["Export sightings", "Back up photos", "Delete account"]),
  ]

  init() {
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(AccountCell.self, forCellReuseIdentifier: "Account")
    tableView.rowHeight = 44
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Account", for: indexPath)
    if let cell = cell as? AccountCell {
      cell.nameLabel.text = sections[indexPath.section].1[indexPath.row]
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { sections[section].0 }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { 44 }

  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { 16 }
}
