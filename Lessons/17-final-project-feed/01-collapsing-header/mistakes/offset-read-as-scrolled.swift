// mistake: the offset read as the distance scrolled, though it rests at -200 under the inset: the cover stays expanded until the rows have scrolled 200 points
// cause: offset-without-inset
// line: 68
// not: layoutIfNeeded
// open: the verdict leads with frame-mismatch ("`coverView`'s bottom edge is 80 pt too far down on iphone-se in snapshot scrolled (expected maxY = 140, got 220) …"), without naming the resting offset of -200
import UIKit

// Trail journal, the feed: a table of posts fills the screen below the status bar, and a cover
// photo lies over its top. The table's content is inset by the cover's 200 points, so the first
// post starts below it; as the posts scroll up the cover shrinks, never below the 88 points
// that keep the trail's name readable, and the posts move exactly as far as the finger.
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
    // The first row starts below the expanded cover, and so does the scroll bar.
    tableView.contentInset.top = Self.expandedHeight
    tableView.verticalScrollIndicatorInsets.top = Self.expandedHeight

    // The table first, then the cover: added last, the cover is drawn over the rows.
    for subview in [tableView, coverView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    coverHeight = coverView.heightAnchor.constraint(equalToConstant: Self.expandedHeight)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
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
