import UIKit

// Trail journal, the whole feed: the cover collapses as the posts scroll and the rows size
// themselves. The table sits under the cover, its top tied to the cover's bottom.
//
// But the posts jump: scrolled 80 points, a post moves 160 (row 1 from 356 to 196 on an
// iPhone SE), because the table's content scrolls 80 and the table itself rises 80 as the cover
// shrinks. Real apps ship this by mistake.
//
// Your turn: make the posts move exactly as far as the finger. Let the table fill the screen
// below the status bar and lay the cover over it (added after the table, pinned to the top);
// inset the table's content by the expanded height, so the first post starts below the cover;
// and in the scroll handler, measure the distance scrolled from where the table rests.

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

    for subview in [coverView, tableView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    coverHeight = coverView.heightAnchor.constraint(equalToConstant: Self.expandedHeight)
    NSLayoutConstraint.activate([
      coverView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      coverView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      coverView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      coverHeight,

      tableView.topAnchor.constraint(equalTo: coverView.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
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
    let scrolled = scrollView.contentOffset.y
    // Never taller than expanded (pulled down) nor shorter than collapsed.
    coverHeight.constant = min(
      Self.expandedHeight, max(Self.collapsedHeight, Self.expandedHeight - scrolled))
  }
}
