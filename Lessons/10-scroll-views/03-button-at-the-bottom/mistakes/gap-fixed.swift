// mistake: the gap above the button is exactly 24, so it cannot grow
// cause: wrong-relation
// line: 71
import UIKit

// Trailhead, the trail page as a detail page: contentView is at least as tall as the scroll view
// (a wish at low priority that the content's chain overrides when it needs more), and the gap
// above the Start button may grow, so the button sits at the bottom of a short page and under
// the summary on a long one.

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
    // As tall as the scroll view, if the content allows: a low priority, so a long page wins.
    let fillScreen = contentView.heightAnchor.constraint(
      equalTo: scrollView.frameLayoutGuide.heightAnchor)
    fillScreen.priority = .defaultLow
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
      fillScreen,

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

      // At least 24 points: the gap grows when the page is taller than its content.
      startButton.topAnchor.constraint(
        equalTo: summaryLabel.bottomAnchor, constant: 24),
      startButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      startButton.heightAnchor.constraint(equalToConstant: 50),
      startButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
    ])
  }
}
