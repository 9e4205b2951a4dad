// mistake: the map's bottom link left required, so it fights the estimated row height
// cause: unsatisfiable-constraints
import UIKit

// Field Notes, the places: a caption over a 120-point map preview. The map's height is required,
// and so is everything above it; the last link of the chain, the map's bottom, is 999. When the
// table first lays a new cell out at the estimated row height, that one constraint gives way
// quietly instead of fighting UIKit's UIView-Encapsulated-Layout-Height; once the row is
// measured, there is room for it and it holds.

final class PlaceCell: UITableViewCell {
  let captionLabel = UILabel()
  let mapView = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    mapView.backgroundColor = .systemGreen
    for subview in [captionLabel, mapView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    let mapBottom = mapView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
    NSLayoutConstraint.activate([
      captionLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      captionLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      captionLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      mapView.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 8),
      mapView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      mapView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      mapView.heightAnchor.constraint(equalToConstant: 120),
      mapBottom,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class PlacesViewController: UITableViewController {
  let places = ["Mill pond", "River bend", "Alder wood"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(PlaceCell.self, forCellReuseIdentifier: "Place")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    places.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
    if let cell = cell as? PlaceCell {
      cell.captionLabel.text = places[indexPath.row]
    }
    return cell
  }
}
