// mistake: the table left plain instead of grouped
// cause: table-style-wrong
// line: 37
import UIKit

// Field Notes, the settings: two groups of rows, each under its own header. The table is made
// `.grouped`, so its headers scroll with the rows and sit right above them. The design gives
// each header 44 points and each group 16 points of space below; the delegate says so, so the
// frames do not depend on UIKit's default header heights.

final class SectionHeaderView: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    // The title lines up with the rows' text: the table's margins flow into the header.
    preservesSuperviewLayoutMargins = true
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class SettingsViewController: UITableViewController {
  let sections = [
    ("Alerts", ["Sound", "Rare birds nearby"]),
    ("Sharing", ["Post sightings", "Share location", "Show my name"]),
  ]

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    tableView.rowHeight = 44
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    let header = SectionHeaderView()
    header.titleLabel.text = sections[section].0
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { 44 }

  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { 16 }
}
