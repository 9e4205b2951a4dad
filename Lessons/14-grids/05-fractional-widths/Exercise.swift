import UIKit

// The photos again, with a compositional layout: two square photos a row on every width, with a
// 2-point inset around each photo.
//
// The sizes were written in points on an iPhone SE held upright: 187.5 is half of its 375 points.
// On its side, and on an iPad, the photos stay 187.5 points wide, and three or four of them fit
// on a row, with room left over at the end.
//
// Your turn: write the item's width and the group's height as fractions of the width.

final class PhotoCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemGray
  }

  required init?(coder: NSCoder) { nil }
}

class PhotoGridController: UICollectionViewController {
  init() {
    super.init(collectionViewLayout: Self.makeLayout())
  }

  required init?(coder: NSCoder) { nil }

  static func makeLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .absolute(187.5), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(187.5))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

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
}
