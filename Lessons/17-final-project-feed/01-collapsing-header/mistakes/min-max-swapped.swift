// mistake: min and max swapped, so the clamp always gives the expanded height and the cover never shrinks
// cause: clamp-inverted
// line: 64
// not: layoutIfNeeded
// open: the verdict leads with frame-mismatch ("`coverView`'s bottom edge is 80 pt too far down on iphone-se in snapshot scrolled …"), without naming the clamp's limits swapped
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
    coverHeight.constant = max(
      Self.expandedHeight, min(Self.collapsedHeight, Self.expandedHeight - scrolled))
  }
}
