// mistake: only the item's width made a fraction; the row is still 187.5 points tall
// cause: absolute-size-for-fraction
// line: 34
import UIKit

// The photos again, with a compositional layout: two square photos a row on every width. Each
// item is half of its group's width and all of its height; each group (one row) is the whole
// width and half of it tall, which makes the items square. A 2-point inset around each item
// leaves a 4-point line between photos.

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
      widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
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
