// mistake: the jumpy design: the table under the cover with its top tied to the cover's bottom, no inset, so the rows move with the scroll and again with the shrinking cover
// cause: table-follows-header
// line: 44
// open: the verdict leads with missing-view ("`tableView.cells[0][2]` is off screen: a table or collection view makes cells only for the rows and items in its bounds, so this one has no frame."), without naming the table's top tied to the cover's bottom
import UIKit

// Trail journal, the feed: a cover photo above a table of posts. The cover is 200 points tall
// and shrinks as the posts scroll up, never below the 88 points that keep the trail's name
// readable; the table follows the cover's bottom edge.
//
// `scrollViewDidScroll(_:)`, the table's scroll handler, shrinks the cover by the distance
// scrolled and keeps its height between 88 and 200 points.

class JournalFeedViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  static let expandedHeight: CGFloat = 200
  static let collapsedHeight: CGFloat = 88

  let coverView = UIView()
  let tableView = UITableView()
  private var coverHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    coverView.backgroundColor = .systemGreen
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")

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
    30
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let scrolled = scrollView.contentOffset.y
    // Never taller than expanded (pulled down) nor shorter than collapsed.
    coverHeight.constant = min(
      Self.expandedHeight, max(Self.collapsedHeight, Self.expandedHeight - scrolled))
  }
}
