// mistake: the photo's top pinned to the top margin, so the chain skips the name
// cause: chain-skips-view
// line: 26
// open: the verdict leads with frame-mismatch ("`tableView.cells[0][0]`'s bottom edge is 28.33 pt too far up on every device (on iphone…")
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

      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      // The last link of the chain: the content view's bottom margin.
      photoView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
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
