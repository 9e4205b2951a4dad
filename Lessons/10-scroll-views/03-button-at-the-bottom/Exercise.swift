import UIKit

// Trailhead, the trail page as a detail page: a photo, the name, the summary, and a Start button
// that belongs at the bottom of the screen.
//
// The content decides the page's length, which is right when the page is longer than the
// screen (a phone on its side). On an iPad the content is far shorter than the screen, and the
// Start button hangs 24 points under the summary, in the middle of the screen.
//
// Your turn, two changes:
//   - let the gap between the summary and the button grow (at least 24 points);
//   - ask, at a low priority (.defaultLow), for contentView to be as tall as the scroll view's
//     frame layout guide. The chain of content wins wherever it needs more room.
// The button then sits 20 points from the bottom of the screen when the content is short, and
// right under the summary when the page scrolls.

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
      startButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
    ])
  }
}
