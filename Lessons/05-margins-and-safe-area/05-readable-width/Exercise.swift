import UIKit

// Trailhead, a trail's article: a photo, a headline and the body text.
//
// On a phone it reads well. On a large iPad the text runs across almost 1,000 points, and each
// line is so long that the eye loses its place going back to the start of the next one.
//
// Keep the photo on the layout margins, but give the headline and the body a comfortable reading
// width: pin their leading and trailing edges to the root view's readable content guide.

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
    NSLayoutConstraint.activate([
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.heightAnchor.constraint(equalToConstant: 200),

      headlineLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      headlineLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      headlineLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      headlineLabel.heightAnchor.constraint(equalToConstant: 30),

      bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 8),
      bodyLabel.heightAnchor.constraint(equalToConstant: 300),
    ])
  }
}
