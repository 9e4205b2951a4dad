// shortcut: the last page's trailing edge never pinned to the content guide
// cause: frame-mismatch
import UIKit

// Trailhead, the photo gallery at the top of a trail: three pages side by side in the content
// layout guide, each exactly as big as the gallery's frame layout guide, so a paging scroll
// view stops on one photo per swipe on every screen.

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
        // One page is exactly what the gallery shows: its frame layout guide.
        page.widthAnchor.constraint(equalTo: galleryScrollView.frameLayoutGuide.widthAnchor),
        page.heightAnchor.constraint(equalTo: galleryScrollView.frameLayoutGuide.heightAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
  }

  /// Shows the page at `index` (0, 1 or 2), as a swipe would.
  func showPage(_ index: Int) {
    // A page is as wide as the gallery, whatever the screen.
    let pageWidth = galleryScrollView.bounds.width
    galleryScrollView.contentOffset = CGPoint(x: CGFloat(index) * pageWidth, y: 0)
  }
}
