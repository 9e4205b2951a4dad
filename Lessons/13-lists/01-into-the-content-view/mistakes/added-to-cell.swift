// mistake: the views added to the cell itself instead of its content view
// cause: added-to-cell-not-content-view
// line: 20
import UIKit

// Field Notes, the list of sightings: each row shows a photo and the bird's name. The views live
// in the cell's content view and are pinned to its layout margins, so the row is as tall as the
// photo plus the margins above and below it.

final class SightingCell: UITableViewCell {
  let photoView = UIImageView(image: UIImage(named: "heron"))
  let nameLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    // The photo keeps its image's width; the name takes the rest of the row.
    photoView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    for subview in [photoView, nameLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),

      nameLabel.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 16),
      nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class SightingsViewController: UITableViewController {
  let birds = ["Grey heron", "Little egret", "Kingfisher"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SightingCell.self, forCellReuseIdentifier: "Sighting")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    birds.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Sighting", for: indexPath)
    if let cell = cell as? SightingCell {
      cell.nameLabel.text = birds[indexPath.row]
    }
    return cell
  }
}
