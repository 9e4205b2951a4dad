// mistake: the collection view laid out at once, which re-lines the items with the sizes it already has
// cause: item-sizes-stale
// not: translatesAutoresizingMaskIntoConstraints
import UIKit

// The Facebook clone on an iPad: a 320-point sidebar of friends on the left, and the feed beside
// it, its posts as wide as the feed. When the sidebar is hidden the feed grows to the whole
// screen, and the layout is invalidated so that the flow layout asks for the posts' sizes again,
// as a feed does in `viewWillTransition(to:with:)` when the device turns.

final class PostCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
  }

  required init?(coder: NSCoder) { nil }
}

class SidebarFeedViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let sidebar = UIView()
  var sidebarWidth: NSLayoutConstraint!
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    sidebar.backgroundColor = .systemGroupedBackground
    collectionView.backgroundColor = UIColor(white: 0.95, alpha: 1)
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.register(PostCell.self, forCellWithReuseIdentifier: "Post")

    for subview in [sidebar, collectionView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    sidebarWidth = sidebar.widthAnchor.constraint(equalToConstant: 320)
    NSLayoutConstraint.activate([
      sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sidebar.topAnchor.constraint(equalTo: view.topAnchor),
      sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      sidebarWidth,

      collectionView.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  /// Hides the sidebar: the feed takes the whole width.
  func hideSidebar() {
    sidebarWidth.constant = 0
    sidebar.isHidden = true
    // The items' sizes depend on the width: ask the delegate for them again.
    view.layoutIfNeeded()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Post", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    // As wide as the collection view that shows the post.
    CGSize(width: collectionView.bounds.width, height: 150)
  }
}
