// mistake: the body pinned to the layout margins instead of the readable content guide
// cause: wrong-item
// line: 42
import UIKit

// Trailhead, a trail's article: the photo spans the layout margins, while the headline and the
// body follow the readable content guide, which is never wider than a comfortable line of text.

class ArticleViewController: UIViewController {
  let photoView = UIImageView(image: UIImage(named: "ridge"))
  let headlineLabel = UILabel()
  let bodyLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.contentMode = .scaleAspectFill
    headlineLabel.text = "Ridge Loop, 6.2 km"
    headlineLabel.font = .preferredFont(forTextStyle: .title2)
    bodyLabel.text = "A steady climb through pine woods, then an open ridge with views on both"
      + " sides."
    bodyLabel.numberOfLines = 0

    for subview in [photoView, headlineLabel, bodyLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    let readable = view.readableContentGuide
    NSLayoutConstraint.activate([
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.heightAnchor.constraint(equalToConstant: 200),

      headlineLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      headlineLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
      headlineLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      headlineLabel.heightAnchor.constraint(equalToConstant: 30),

      bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 8),
      bodyLabel.heightAnchor.constraint(equalToConstant: 300),
    ])
  }
}
