import UIKit

// Trailhead, the trail page, with real content: a photo, the trail's name, a short summary and
// a Start button, one under the other inside contentView.
//
// contentView is pinned to the scroll view's content layout guide and as wide as its frame
// layout guide, but nothing says how tall it is. Interface Builder calls this "Scrollable
// Content Size Ambiguity": the scroll view cannot know how far it scrolls, and contentView's
// height is left to chance.
//
// Your turn: close the chain from the top of contentView to its bottom, so the content decides
// the page's length. The Start button should end 20 points above contentView's bottom. Do not
// give contentView a height of its own.

class TrailPageViewController: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let photoView = UIImageView()
  let titleLabel = UILabel()
  let summaryLabel = UILabel()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.backgroundColor = .systemGreen
    titleLabel.text = "Ridge Loop"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    summaryLabel.text = "A 6.2 km loop over the ridge,\nwith views of both valleys\nand a steep last climb."
    summaryLabel.numberOfLines = 0
    startButton.setTitle("Start", for: .normal)

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    for subview in [photoView, titleLabel, summaryLabel, startButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }

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
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      photoView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      photoView.heightAnchor.constraint(equalToConstant: 220),

      titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),

      summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      startButton.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 24),
      startButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      startButton.heightAnchor.constraint(equalToConstant: 50),
      // Your turn: the last link of the chain.
    ])
  }
}
