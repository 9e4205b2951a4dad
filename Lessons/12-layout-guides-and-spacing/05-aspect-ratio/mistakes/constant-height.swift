// mistake: a constant height worked out for one width instead of a ratio
// cause: constant-for-ratio
// line: 31
import UIKit

// Trailhead, the top of a trail's page: the photo's height is 9/16 of its own width (an
// aspect-ratio constraint), so it keeps its 16:9 shape at every width and the title follows it.

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
      // 16:9 at any width: the height follows the photo's own width.
      photoView.heightAnchor.constraint(equalToConstant: 193),

      titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
