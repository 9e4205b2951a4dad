// mistake: the scroll view's top pinned to the safe area instead of the screen's top edge
// cause: safe-area-for-root-edges
// line: 43
// not: where the safe area was meant
import UIKit

// Trailhead, the trail page with a full-bleed photo: the scroll view fills the screen and does
// not adjust its content inset for the safe area (.never), so the page, photo first, starts at
// the screen's top edge, behind the status bar and the sensor housing.

class TrailPageViewController: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let photoView = UIImageView()
  let titleLabel = UILabel()
  let summaryLabel = UILabel()
  let mapView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.backgroundColor = .systemGreen
    mapView.backgroundColor = .systemGray5
    titleLabel.text = "Ridge Loop"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    summaryLabel.text = "A 6.2 km loop over the ridge,\nwith views of both valleys\nand a steep last climb."
    summaryLabel.numberOfLines = 0

    // The page starts at the screen's top edge: the safe area is not added to the inset.
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    for subview in [photoView, titleLabel, summaryLabel, mapView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }

    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      // The whole screen, not the safe area: the photo should reach the top edge.
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

      contentView.topAnchor.constraint(equalTo: content.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
      photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      photoView.heightAnchor.constraint(equalToConstant: 300),

      titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),

      summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      mapView.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 24),
      mapView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      mapView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      mapView.heightAnchor.constraint(equalToConstant: 900),
      mapView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
    ])
  }
}
