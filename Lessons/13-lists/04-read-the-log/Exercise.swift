import UIKit

// Field Notes, the places: a caption over a 120-point map preview, in rows that size themselves.
//
// The rows come out right, but every new cell makes UIKit print "Unable to simultaneously
// satisfy constraints", with a line about 'UIView-Encapsulated-Layout-Height'. Read the log:
// which height is that, and which of your constraints cannot give way to it for a moment?
//
// Your turn: keep every constraint, and let the one at the bottom of the chain give way.

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
    NSLayoutConstraint.activate([
      captionLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      captionLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      captionLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      mapView.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 8),
      mapView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      mapView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      mapView.heightAnchor.constraint(equalToConstant: 120),
      mapView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
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
