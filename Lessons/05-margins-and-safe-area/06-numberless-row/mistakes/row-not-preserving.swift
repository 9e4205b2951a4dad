// mistake: the row never told to preserve the root view's margins
// cause: margins-not-preserved
import UIKit

// Trailhead, the first row of the trail list, without layout numbers: the row takes the screen's
// margins (preservesSuperviewLayoutMargins), its content sits on the row's margins guide, the
// gaps are system spacing, and the row's height follows from the thumbnail and its margins.

class TrailListViewController: UIViewController {
  let rowView = UIView()
  let thumbnailView = UIImageView(image: UIImage(named: "thumbnail"))
  let nameLabel = UILabel()
  let chevronView = UIImageView(image: UIImage(named: "chevron"))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    rowView.backgroundColor = .white
    nameLabel.text = "Ridge Loop"

    rowView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(rowView)
    for subview in [thumbnailView, nameLabel, chevronView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      rowView.addSubview(subview)
    }

    let rowMargins = rowView.layoutMarginsGuide

    NSLayoutConstraint.activate([
      rowView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      rowView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      rowView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),

      thumbnailView.leadingAnchor.constraint(equalTo: rowMargins.leadingAnchor),
      thumbnailView.topAnchor.constraint(equalTo: rowMargins.topAnchor),
      thumbnailView.bottomAnchor.constraint(equalTo: rowMargins.bottomAnchor),
      thumbnailView.widthAnchor.constraint(equalToConstant: 44),
      thumbnailView.heightAnchor.constraint(equalToConstant: 44),

      nameLabel.leadingAnchor.constraint(
        equalToSystemSpacingAfter: thumbnailView.trailingAnchor, multiplier: 1.5),
      nameLabel.centerYAnchor.constraint(equalTo: thumbnailView.centerYAnchor),
      nameLabel.heightAnchor.constraint(equalToConstant: 22),

      chevronView.leadingAnchor.constraint(
        equalToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 1),
      chevronView.trailingAnchor.constraint(equalTo: rowMargins.trailingAnchor),
      chevronView.centerYAnchor.constraint(equalTo: thumbnailView.centerYAnchor),
      chevronView.widthAnchor.constraint(equalToConstant: 12),
      chevronView.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}
