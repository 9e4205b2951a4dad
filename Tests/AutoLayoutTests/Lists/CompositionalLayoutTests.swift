import Foundation
import Testing

@testable import AutoLayout

/// A cell whose box, pinned to the content view's edges, is 60 points tall.
@MainActor
private final class TallCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
  }
  required init?(coder: NSCoder) { fatalError() }
}

/// A collection view controller with a compositional layout and `count` items.
@MainActor
private final class CompositionalController: UICollectionViewController {
  var count = 5
  var cellClass: AnyClass = UICollectionViewCell.self

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(cellClass, forCellWithReuseIdentifier: "Cell")
  }
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { count }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

@MainActor
@Suite struct CompositionalLayoutTests {
  private func host(
    _ section: NSCollectionLayoutSection, count: Int = 5, cell: AnyClass = UICollectionViewCell.self
  ) throws -> CompositionalController {
    let controller = CompositionalController(
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    controller.count = count
    controller.cellClass = cell
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    return controller
  }

  private func halves(height: CGFloat = 100) -> NSCollectionLayoutGroup {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    return NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
      subitems: [item])
  }

  @Test func groupsRepeatTheirItemsWhileTheyFit() throws {
    let controller = try host(NSCollectionLayoutSection(group: halves()))
    // Half of the group's 320 is 160: two items a group, groups of 100 one below the other.
    #expect(
      itemFrames(controller.collectionView) == [
        CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 160, y: 0, width: 160, height: 100),
        CGRect(x: 0, y: 100, width: 160, height: 100),
        CGRect(x: 160, y: 100, width: 160, height: 100),
        CGRect(x: 0, y: 200, width: 160, height: 100),
      ])
    #expect(controller.collectionView.contentSize == CGSize(width: 320, height: 300))
  }

  @Test func contentInsetsShrinkItemsAndSections() throws {
    let group = halves()
    group.subitems[0].contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 10)
    section.interGroupSpacing = 8
    let controller = try host(section, count: 3)
    // Width inside the section insets: 320 − 20 = 300, so each item's space is 150; the cell is
    // that space less 5 on each side: (10 + 5, 20 + 5, 140, 90) and (160 + 5, 25, 140, 90).
    // The second group starts 100 + 8 lower: y = 128 + 5.
    #expect(
      itemFrames(controller.collectionView) == [
        CGRect(x: 15, y: 25, width: 140, height: 90), CGRect(x: 165, y: 25, width: 140, height: 90),
        CGRect(x: 15, y: 133, width: 140, height: 90),
      ])
  }

  @Test func aCountedGroupSharesItsWidth() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let controller = try host(NSCollectionLayoutSection(group: group), count: 3)
    // (320 − 2·10) / 3 = 100 each, whatever the item's own width says: x = 0, 110, 220.
    #expect(
      itemFrames(controller.collectionView)
        == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 50) })
  }

  @Test func flexibleSpacingSharesTheExtraSpace() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .absolute(40)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitems: [item])
    group.interItemSpacing = .flexible(5)
    let controller = try host(NSCollectionLayoutSection(group: group), count: 3)
    // Three 100-pt items with at least 5 between fit in 320 (310); the 10 left over go 5 to each
    // gap: x = 0, 110, 220.
    #expect(itemFrames(controller.collectionView).map(\.origin.x) == [0, 110, 220])
  }

  @Test func estimatedHeightsTakeTheCellsConstraints() throws {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let controller = try host(
      NSCollectionLayoutSection(group: group), count: 2, cell: TallCell.self)
    // Each cell is as wide as the section (required) and as tall as its 60-pt box.
    #expect(
      itemFrames(controller.collectionView) == [
        CGRect(x: 0, y: 0, width: 320, height: 60), CGRect(x: 0, y: 60, width: 320, height: 60),
      ])
  }
}
