import UIKit

// The photos of the Facebook clone: square photos in two columns, with the same 10-point gap
// everywhere: between the columns, between the rows, and around the grid.
//
// The size was measured on an iPhone SE held upright, and there it is right. On its side, and on
// an iPad, three or four photos fit on a line, and the flow layout spreads the space they leave
// over the gaps: the gaps are no longer 10, and no longer equal.
//
// Your turn: work the size out from the collection view's width, for two columns.

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
    CGSize(width: 172.5, height: 172.5)
  }
}
