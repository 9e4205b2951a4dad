// shortcut: the sidebar's 320 points taken off the screen's width instead of asking the collection view
// cause: frame-mismatch
import UIKit

// The Facebook clone on an iPad: a 320-point sidebar of friends on the left, and the feed beside
// it. The feed's collection view is not the controller's view here, so its posts take the width
// of the collection view itself, not the width of the screen.

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
    NSLayoutConstraint.activate([
      sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sidebar.topAnchor.constraint(equalTo: view.topAnchor),
      sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      sidebar.widthAnchor.constraint(equalToConstant: 320),

      collectionView.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
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
    CGSize(width: view.frame.width - 320, height: 150)
  }
}
