// mistake: the last link's constant is 20 where the bottom inset needs -20
// cause: inset-sign-flipped
// line: 69
import UIKit

// Trailhead, the trail page: the photo, the name, the summary and the Start button form one
// chain from the top of contentView to its bottom, so the content decides how tall contentView
// is, and with it the scroll view's content size.

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
      // The last link: the content's height follows from everything above.
      startButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: 20),
    ])
  }
}
