// mistake: the cells' margins do not follow the readable width
// cause: readable-width-not-followed
// open: the verdict leads with frame-mismatch ("`tableView.cells[0][1].titleLabel`'s leading edge is 156 pt too far left and its traili…")
import UIKit

// Field Notes, the guides: a title and a one-line summary per row. On a large iPad the rows'
// text follows the readable width: the table derives its cells' margins from its readable
// content guide, so a line never grows wider than a comfortable reading width.

final class GuideCell: UITableViewCell {
  let titleLabel = UILabel()
  let summaryLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
    for subview in [titleLabel, summaryLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      summaryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      summaryLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class GuidesViewController: UITableViewController {
  let guides = [
    ("Herons and egrets", "Long legs, long necks, patient hunters"),
    ("Birds of prey", "From the kestrel to the red kite"),
    ("Warblers by song", "Learn the calls before the colours"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(GuideCell.self, forCellReuseIdentifier: "Guide")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guides.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Guide", for: indexPath)
    if let cell = cell as? GuideCell {
      let (title, summary) = guides[indexPath.row]
      cell.titleLabel.text = title
      cell.summaryLabel.text = summary
    }
    return cell
  }
}
