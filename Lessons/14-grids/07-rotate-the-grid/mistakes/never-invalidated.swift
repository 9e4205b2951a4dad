// mistake: no viewWillTransition: the flow layout keeps the sizes it measured upright
// cause: item-sizes-stale
// not: translatesAutoresizingMaskIntoConstraints
// not: layoutIfNeeded
import UIKit

// The photos of the Facebook clone: square photos in two columns, 10 points apart and 10 from
// the edges, their side worked out from the collection view's width. Upright the grid is right.
// Turn the phone and the photos keep their upright size: the flow layout re-lines the items it
// has, three to a line with a ragged gap, and never asks `sizeForItemAt` again.
//
// Your turn: when the device is about to turn, invalidate the layout.

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
