// shortcut: the side worked out from the screen's width, not the collection view's
// cause: frame-mismatch
// open: it passes: only an iPad app in Split View has a collection view narrower than the screen, and this exercise's iPhones cannot take a `resize` step (a phone runs apps full screen); telling it apart needs the exercise on iPads only, or a device that starts in Split View
import UIKit

// The photos of the Facebook clone: square photos in two columns, with the same 10-point gap
// everywhere: between the columns, between the rows, and around the grid. The item's width is
// worked out from the collection view's own width, so the two columns fill every screen exactly.

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
    let side = (UIScreen.main.bounds.width - 3 * spacing) / 2
    return CGSize(width: side, height: side)
  }
}
