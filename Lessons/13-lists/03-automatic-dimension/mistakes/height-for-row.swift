// mistake: heightForRowAt returns the estimate and overrides self-sizing
// cause: row-height-fixed
import UIKit

// Field Notes, the observations: a title, the place, and a photo below them. The rows size
// themselves: `rowHeight` is `automaticDimension` (UIKit's default), so each row is as tall as
// its content view's constraints make it, and the estimate only stands in for rows not shown yet.

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
    // Rows as tall as their content; the estimate is for rows not measured yet.
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 150
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    observations.count
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { 150 }

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
