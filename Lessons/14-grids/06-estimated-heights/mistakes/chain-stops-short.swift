// mistake: the photo never pinned to the content view's bottom, so the constraints say no height
// cause: cell-height-undetermined
// not: translatesAutoresizingMaskIntoConstraints
import UIKit

// The Facebook clone's sightings feed, with a compositional layout: one post a row, as wide as
// the section, each as tall as its own name and photo. The height is `.estimated`, so every cell
// is asked how tall its constraints make it, and the estimate only stands in until then.

final class SightingPostCell: UICollectionViewCell {
  let nameLabel = UILabel()
  let photoView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
    for subview in [nameLabel, photoView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),

      photoView.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
      photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

class SightingsFeedController: UICollectionViewController {
  let posts = [("Grey heron", "heron"), ("Wren", "wren"), ("Red kite", "kite")]

  init() {
    super.init(collectionViewLayout: Self.makeLayout())
  }

  required init?(coder: NSCoder) { nil }

  static func makeLayout() -> UICollectionViewLayout {
    // As wide as the section; as tall as the cell's constraints say, about 100 until measured.
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    return UICollectionViewCompositionalLayout(section: section)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = UIColor(white: 0.95, alpha: 1)
    collectionView.register(SightingPostCell.self, forCellWithReuseIdentifier: "Post")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    posts.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Post", for: indexPath)
    if let cell = cell as? SightingPostCell {
      let (name, photo) = posts[indexPath.item]
      cell.nameLabel.text = name
      cell.photoView.image = UIImage(named: photo)
    }
    return cell
  }
}
