import UIKit

// Trailhead, the first row of the trail list: a full-width row with a thumbnail, the trail's
// name and a chevron.
//
// Every distance in this row is a number tuned for an iPhone X in portrait: 16 from the edges,
// 8 above and below the thumbnail, 12 after it, 8 before the chevron, and a row height of 60 to
// match. In landscape the thumbnail hides under the sensor housing; on an iPad it no longer lines
// up with the 20-point margins of everything else.
//
// Make the row numberless:
//   - let the row preserve its superview's layout margins, and pin the thumbnail's leading, top
//     and bottom and the chevron's trailing edge to the row's layout margins guide;
//   - drop the row's height (the thumbnail and the row's margins decide it now);
//   - use system spacing between the views: 1.5 times after the thumbnail, once before the
//     chevron.
// Sizes of the content itself (the 44-point thumbnail, the name's and the chevron's heights) stay.

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

    NSLayoutConstraint.activate([
      rowView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      rowView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      rowView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      rowView.heightAnchor.constraint(equalToConstant: 60),

      thumbnailView.leadingAnchor.constraint(equalTo: rowView.leadingAnchor, constant: 16),
      thumbnailView.topAnchor.constraint(equalTo: rowView.topAnchor, constant: 8),
      thumbnailView.bottomAnchor.constraint(equalTo: rowView.bottomAnchor, constant: -8),
      thumbnailView.widthAnchor.constraint(equalToConstant: 44),
      thumbnailView.heightAnchor.constraint(equalToConstant: 44),

      nameLabel.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: thumbnailView.centerYAnchor),
      nameLabel.heightAnchor.constraint(equalToConstant: 22),

      chevronView.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      chevronView.trailingAnchor.constraint(equalTo: rowView.trailingAnchor, constant: -16),
      chevronView.centerYAnchor.constraint(equalTo: thumbnailView.centerYAnchor),
      chevronView.widthAnchor.constraint(equalToConstant: 12),
      chevronView.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}
