// mistake: contentView's width tied to the content guide's width instead of the frame guide's
// cause: wrong-item
// line: 41
import UIKit

// Trailhead, the trail page: the content is pinned to the scroll view's content layout guide
// (where the scrollable content is) and takes its width from the frame layout guide (the scroll
// view's own size), so it scrolls up and down only, on every screen.

class TrailPageViewController: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    titleLabel.text = "Ridge Loop"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(titleLabel)

    let safeArea = view.safeAreaLayoutGuide
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),

      contentView.topAnchor.constraint(equalTo: content.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      // The frame guide is the scroll view's own rectangle: as wide as what the reader sees.
      contentView.widthAnchor.constraint(equalTo: content.widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: 1000),

      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
    ])
  }
}
