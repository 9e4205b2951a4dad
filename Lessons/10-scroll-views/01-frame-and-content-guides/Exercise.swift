import UIKit

// Trailhead, the trail page: a scroll view fills the safe area, and everything on the page sits
// in one contentView inside it. The page is 1000 points long for now.
//
// contentView's four edges are pinned to the scroll view's content layout guide, which is right:
// those constraints say where the scrollable content is. Its width is not right. It copies the
// root view's width, which is the scroll view's width on a phone held upright, but not in
// landscape, where the scroll view stops at the safe area and the page sticks out 88 points
// and scrolls sideways.
//
// Your turn: make contentView exactly as wide as the scroll view itself, so that the page
// scrolls up and down only. Leave the other constraints as they are.

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
      contentView.widthAnchor.constraint(equalTo: view.widthAnchor),
      contentView.heightAnchor.constraint(equalToConstant: 1000),

      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
    ])
  }
}
