// mistake: the collection view marked for layout, where its layout must be invalidated
// cause: item-sizes-stale
// not: translatesAutoresizingMaskIntoConstraints
// not: layoutIfNeeded
import UIKit

// The photos of the Facebook clone: square photos in two columns, 10 points apart and 10 from
// the edges, their side worked out from the collection view's width. When the device turns, the
// layout is invalidated in viewWillTransition(to:with:), so the flow layout asks for the sizes
// again at the new width and the two columns fill the turned screen too.

final class PhotoCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemGray
  }

  required init?(coder: NSCoder) { nil }
}

class PhotosController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  let spacing: CGFloat = 10

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    // The items' side depends on the width: have the flow layout ask for it again.
    collectionView.setNeedsLayout()
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    12
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    // Two columns: the width less the left and right insets and the one gap between them.
    let side = (collectionView.bounds.width - 3 * spacing) / 2
    return CGSize(width: side, height: side)
  }
}
