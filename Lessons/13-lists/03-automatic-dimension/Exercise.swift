import UIKit

// Field Notes, the observations: a title, the place, and a photo below them. The cell's
// constraints are right: one chain from the content view's top margin to its bottom margin.
//
// But every row is 88 points tall and its content is squeezed to fit (so squeezed that the
// grader calls it ambiguous: the labels and the photo resist it equally, and nothing says which
// gives way). This screen was built before the photos were added, when every row was 88 points
// tall, and it still says so.
//
// Your turn: let the rows size themselves, and give the table an estimate instead.

final class ObservationCell: UITableViewCell {
  let titleLabel = UILabel()
  let placeLabel = UILabel()
  let photoView = UIImageView(image: UIImage(named: "heron"))

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    placeLabel.font = .preferredFont(forTextStyle: .subheadline)
    for subview in [titleLabel, placeLabel, photoView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      placeLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      placeLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      placeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      photoView.topAnchor.constraint(equalTo: placeLabel.bottomAnchor, constant: 8),
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class ObservationsViewController: UITableViewController {
  let observations = [
    ("Grey heron fishing", "Mill pond"), ("Grey heron, two", "River bend"),
    ("Heron nest", "Alder wood"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ObservationCell.self, forCellReuseIdentifier: "Observation")
    tableView.rowHeight = 88
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    observations.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Observation", for: indexPath)
    if let cell = cell as? ObservationCell {
      let (title, place) = observations[indexPath.row]
      cell.titleLabel.text = title
      cell.placeLabel.text = place
    }
    return cell
  }
}
