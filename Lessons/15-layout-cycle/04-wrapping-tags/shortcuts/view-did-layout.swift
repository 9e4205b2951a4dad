// shortcut: the tags placed by the controller in viewDidLayoutSubviews(), not by the tag view in its own layoutSubviews()
// cause: frame-mismatch
// open: it passes: every step lays the controller's view out, and the tag view is its direct subview, so viewDidLayoutSubviews() sees its final width; only a step that lays the tag view out alone (a change inside it, or the tag view nested in a container laid out after the controller's callback) tells it apart, and the exercise has none yet
import UIKit

// Trail tags: a box of tags that wraps onto a new line when the next tag does not fit.
// Constraints cannot say "start a new line when full", so the tag view sets its tags' frames
// in layoutSubviews(), where its own width is known, every time it is laid out.

class TagCloudView: UIView {
  /// The tags' widths; every tag is 30 points tall.
  static let widths: [CGFloat] = [96, 120, 72, 104, 88]
  /// The gap between tags, and between lines.
  let spacing: CGFloat = 8
  let tags: [UIView] = TagCloudView.widths.map { _ in UIView() }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for tag in tags {
      tag.backgroundColor = .systemTeal
      addSubview(tag)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// Puts the tags in lines from the top-left corner, a new line when the next tag would
  /// go past the view's trailing edge.
  func placeTags() {
    var x: CGFloat = 0
    var y: CGFloat = 0
    for (tag, width) in zip(tags, Self.widths) {
      if x > 0 && x + width > bounds.width {
        x = 0
        y += 30 + spacing
      }
      tag.frame = CGRect(x: x, y: y, width: width, height: 30)
      x += width + spacing
    }
  }
}

class TrailTagsViewController: UIViewController {
  let cloudView = TagCloudView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    cloudView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cloudView)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      cloudView.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      cloudView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      cloudView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      cloudView.heightAnchor.constraint(equalToConstant: 120),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    cloudView.placeTags()
  }
}
