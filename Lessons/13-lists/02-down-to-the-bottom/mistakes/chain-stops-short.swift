// mistake: the chain starts at the content view's top margin and never reaches its bottom
// cause: cell-height-undetermined
// not: translatesAutoresizingMaskIntoConstraints
// not: layoutIfNeeded
import UIKit

// Field Notes, the notebook: each row shows where a bird was seen, with the photo below the name.
// The constraints form one chain from the content view's top margin to its bottom margin, so
// each row is exactly as tall as its own photo needs.

final class NoteCell: UITableViewCell {
  let nameLabel = UILabel()
  let photoView = UIImageView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for subview in [nameLabel, photoView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      photoView.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class NotebookViewController: UITableViewController {
  let notes = [("Grey heron, river bank", "heron"), ("Wren, hedge", "wren"), ("Red kite", "kite")]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    if let cell = cell as? NoteCell {
      let (title, photo) = notes[indexPath.row]
      cell.nameLabel.text = title
      cell.photoView.image = UIImage(named: photo)
    }
    return cell
  }
}
