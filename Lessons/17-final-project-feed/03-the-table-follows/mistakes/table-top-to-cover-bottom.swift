// mistake: the inset and the new handler written, but the table's top still tied to the cover's bottom: the jumpy design's tie, so the table still rises as the cover shrinks, and its first post starts 200 points below the cover
// cause: table-follows-header
// line: 77
// open: the verdict leads with missing-view ("`tableView.cells[0][1]` is off screen on iphone-x:landscape: a table or collection view makes cells only for the rows and items in its bounds, so this one has no frame."), without naming the table's top tied to the cover's bottom
import UIKit

// Trail journal, the whole feed: the table fills the screen below the status bar, the cover
// lies over its top, and the content is inset by the cover's expanded height; the cover
// collapses as the posts scroll, the posts move exactly as far as the finger, and the rows
// size themselves.

/// A post: its body, as tall as the post's text and photos make it, between the content
/// view's top and bottom margins.
final class PostCell: UITableViewCell {
  let bodyView = UIView()
  private var bodyHeight: NSLayoutConstraint!

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bodyView.backgroundColor = .systemGray
    bodyView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bodyView)
    let margins = contentView.layoutMarginsGuide
    bodyHeight = bodyView.heightAnchor.constraint(equalToConstant: 44)
    // 999: the row's height is rounded to the pixel grid; the bottom gives way, not the body.
    let bottom = bodyView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      bodyView.topAnchor.constraint(equalTo: margins.topAnchor),
      bodyView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bodyView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bottom, bodyHeight,
    ])
  }

  required init?(coder: NSCoder) { nil }

  /// Shows a post whose body is `height` points tall.
  func show(height: CGFloat) {
    bodyHeight.constant = height
  }
}

class JournalFeedViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  static let expandedHeight: CGFloat = 200
  static let collapsedHeight: CGFloat = 88
  /// The posts' body heights, in feed order.
  static let postHeights: [CGFloat] = [120, 60, 200, 90, 150, 70]

  let coverView = UIView()
  let tableView = UITableView()
  private var coverHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    coverView.backgroundColor = .systemGreen
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(PostCell.self, forCellReuseIdentifier: "Post")
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 120
    // The first post starts below the expanded cover, and so does the scroll bar.
    tableView.contentInset.top = Self.expandedHeight
    tableView.verticalScrollIndicatorInsets.top = Self.expandedHeight

    // The table first, then the cover: added last, the cover is drawn over the posts.
    for subview in [tableView, coverView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    coverHeight = coverView.heightAnchor.constraint(equalToConstant: Self.expandedHeight)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: coverView.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      coverView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      coverView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      coverView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      coverHeight,
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.postHeights.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
    (cell as? PostCell)?.show(height: Self.postHeights[indexPath.row])
    return cell
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // At rest the offset is -expandedHeight (the content inset), so this is the distance the
    // finger has moved the posts.
    let scrolled = scrollView.contentOffset.y + Self.expandedHeight
    // Never taller than expanded (pulled down) nor shorter than collapsed.
    coverHeight.constant = min(
      Self.expandedHeight, max(Self.collapsedHeight, Self.expandedHeight - scrolled))
  }
}
