import UIKit

// Trailhead, the top of a trail's page: a 16:9 photo across the layout margins, and the trail's
// name under it.
//
// The photo's height is 193 points, which is 16:9 for the 343-point width of an iPhone held
// upright. On an iPad the photo is 794 points wide and still 193 tall: a letterbox strip.
//
// Your turn: replace the fixed height with an aspect ratio, a height that is 9/16 of the photo's
// own width, so the photo keeps its shape on every screen and the title follows.

class TrailHeaderViewController: UIViewController {
  let photoView = UIImageView()
  let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.backgroundColor = .systemGreen
    titleLabel.text = "Ridge Loop"
    titleLabel.font = .preferredFont(forTextStyle: .title1)

    for subview in [photoView, titleLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      photoView.heightAnchor.constraint(equalToConstant: 193),

      titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
