import UIKit

// Trailhead, the photo gallery at the top of a trail: a row of three photos that pages
// sideways, one photo per swipe.
//
// The row was built on an iPhone X held upright, and it shows: every page is 375 points wide,
// and showPage(_:) scrolls by 375 points a page. In landscape the gallery is 724 points wide,
// so a page is a strip with the next one beside it, and page 3 never lines up.
//
// Your turn:
//   - make every page exactly as wide (and as tall) as the gallery's frame layout guide;
//   - in showPage(_:), scroll by the gallery's own width.

class GalleryViewController: UIViewController {
  let galleryScrollView = UIScrollView()
  let pages = [UIImageView(), UIImageView(), UIImageView()]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    galleryScrollView.isPagingEnabled = true
    galleryScrollView.showsHorizontalScrollIndicator = false
    galleryScrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(galleryScrollView)

    let safeArea = view.safeAreaLayoutGuide
    let content = galleryScrollView.contentLayoutGuide
    var constraints = [
      galleryScrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      galleryScrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      galleryScrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      galleryScrollView.heightAnchor.constraint(equalToConstant: 240),
    ]
    for (index, page) in pages.enumerated() {
      page.backgroundColor = [UIColor.systemGreen, .systemTeal, .systemOrange][index]
      page.translatesAutoresizingMaskIntoConstraints = false
      galleryScrollView.addSubview(page)
      let previousEdge = index == 0 ? content.leadingAnchor : pages[index - 1].trailingAnchor
      constraints += [
        page.leadingAnchor.constraint(equalTo: previousEdge),
        page.topAnchor.constraint(equalTo: content.topAnchor),
        page.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        page.widthAnchor.constraint(equalToConstant: 375),
        page.heightAnchor.constraint(equalToConstant: 240),
      ]
    }
    constraints.append(pages[2].trailingAnchor.constraint(equalTo: content.trailingAnchor))
    NSLayoutConstraint.activate(constraints)
  }

  /// Shows the page at `index` (0, 1 or 2), as a swipe would.
  func showPage(_ index: Int) {
    galleryScrollView.contentOffset = CGPoint(x: CGFloat(index) * 375, y: 0)
  }
}
