import Foundation
import Testing

@testable import AutoLayout

/// What the engine records of why a view has its size, for the grader to name a cause from: an
/// intrinsic size never invalidated, a flow layout's item sizes kept across a rotation, a label
/// that shows fewer lines than its text takes.
@MainActor
@Suite struct SizingEvidenceTests {
  /// Stars 20 pt wide, 4 pt apart: 5 stars are 5 × 24 − 4 = 116 pt, 3 stars 68 pt.
  final class StarsView: UIView {
    var stars = 5 {
      didSet { if invalidates { invalidateIntrinsicContentSize() } }
    }
    var invalidates = false
    override var intrinsicContentSize: CGSize {
      CGSize(width: CGFloat(stars) * 24 - 4, height: 20)
    }
  }

  final class StarsController: UIViewController {
    let stars = StarsView()
    let label = UILabel()
    override func viewDidLoad() {
      super.viewDidLoad()
      for subview in [stars, label] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      NSLayoutConstraint.activate([
        stars.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
        stars.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      ])
    }
  }

  @Test func anIntrinsicSizeChangedWithoutInvalidatingIsStale() throws {
    let controller = StarsController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.staleIntrinsicSize(of: controller.stars) == nil)
    controller.stars.stars = 3
    controller.stars.setNeedsLayout()
    stage.layout()
    let stale = try #require(stage.staleIntrinsicSize(of: controller.stars))
    #expect(stale.used == CGSize(width: 116, height: 20))
    #expect(stale.current == CGSize(width: 68, height: 20))
    #expect(controller.stars.frame.width == 116)
  }

  @Test func anInvalidatedIntrinsicSizeIsNotStale() throws {
    let controller = StarsController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    controller.stars.invalidates = true
    controller.stars.stars = 3
    stage.layout()
    #expect(stage.staleIntrinsicSize(of: controller.stars) == nil)
    #expect(controller.stars.frame.width == 68)
    // A view with no intrinsic size on either axis is never stale.
    #expect(stage.staleIntrinsicSize(of: controller.view) == nil)
  }

  @Test func aOneLineLabelWithThreeLinesOfTextShowsOne() throws {
    let controller = StarsController()
    controller.loadViewIfNeeded()
    controller.label.text = "First line\nSecond line\nThird line"
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let lines = try #require(stage.textLines(of: controller.label))
    #expect(lines.shown == 1)
    #expect(lines.needed == 3)
    #expect(lines.numberOfLines == 1)
  }

  @Test func aLabelThatShowsAllItsLinesHasNoLostLines() throws {
    let controller = StarsController()
    controller.loadViewIfNeeded()
    controller.label.text = "First line\nSecond line\nThird line"
    controller.label.numberOfLines = 0
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.textLines(of: controller.label) == nil)
    controller.label.numberOfLines = 2
    stage.layout()
    let lines = try #require(stage.textLines(of: controller.label))
    #expect(lines.shown == 2)
    #expect(lines.needed == 3)
    #expect(stage.textLines(of: controller.stars) == nil)
  }

  /// Two square columns, 10 pt from the edges and apart: side = (width − 3 × 10) / 2.
  final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var invalidatesOnTransition = false
    init() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }
    override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      if invalidatesOnTransition { collectionViewLayout.invalidateLayout() }
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection: Int)
      -> Int
    { 4 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      let side = (collectionView.bounds.width - 30) / 2
      return CGSize(width: side, height: side)
    }
  }

  @Test func itemSizesKeptAcrossARotationAreStale() throws {
    let controller = GridController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(stage.staleItemSize(of: cell) == nil)
    try stage.rotate(to: .landscape)
    let turned = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let stale = try #require(stage.staleItemSize(of: turned))
    // iPhone SE: 375 × 667 upright, (375 − 30) / 2 = 172.5; turned 667 wide, (667 − 30) / 2 = 318.5.
    #expect(stale.used == CGSize(width: 172.5, height: 172.5))
    #expect(stale.current == CGSize(width: 318.5, height: 318.5))
    #expect(stale.askedAt == CGSize(width: 375, height: 667))
    #expect(stale.now == CGSize(width: 667, height: 375))
  }

  @Test func itemSizesAskedAgainAfterTheRotationAreNotStale() throws {
    let controller = GridController()
    controller.invalidatesOnTransition = true
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    try stage.rotate(to: .landscape)
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(stage.staleItemSize(of: cell) == nil)
    #expect(cell.frame.width == 318.5)
    #expect(stage.staleItemSize(of: controller.collectionView) == nil)
  }

  /// A grid whose size method has its Swift 2 name: the protocol's default answers `itemSize`.
  final class MisnamedSizeController: UICollectionViewController,
    UICollectionViewDelegateFlowLayout
  {
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection: Int)
      -> Int
    { 2 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAtIndexPath indexPath: IndexPath
    ) -> CGSize { CGSize(width: collectionView.bounds.width, height: 150) }
  }

  @Test func itemSizingSaysWhereTheSizeCameFromAndTheRoomOfItsLine() throws {
    let controller = GridController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let sizing = try #require(stage.flowItemSizing(of: cell))
    // iPhone SE, 375 wide: a line has 375 − 10 − 10 = 355; (375 − 30) / 2 = 172.5, two a line.
    #expect(sizing.fromDelegate)
    #expect(sizing.delegateAdopts)
    #expect(sizing.size == CGSize(width: 172.5, height: 172.5))
    #expect(sizing.itemLength == 172.5)
    #expect(sizing.lineLength == 355)
    #expect(sizing.sectionInsets == 20)
    #expect(sizing.interitemSpacing == 10)
    #expect(sizing.itemsOnLine == 2)
    #expect(sizing.collectionViewSize == CGSize(width: 375, height: 667))
    #expect(stage.flowItemSizing(of: controller.collectionView) == nil)
  }

  @Test func aMisnamedSizeMethodLeavesTheSizeToItemSize() throws {
    let controller = MisnamedSizeController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let sizing = try #require(stage.flowItemSizing(of: cell))
    // The default itemSize, 50 × 50 (docs/UIKitFacts.md §11.1).
    #expect(!sizing.fromDelegate)
    #expect(sizing.delegateAdopts)
    #expect(sizing.size == CGSize(width: 50, height: 50))
  }

  /// Two square photos a row: items half the group's width, groups half the section's width tall.
  final class PhotosController: UICollectionViewController {
    static var heightLine = 0
    init() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      Self.heightLine = #line + 2
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
      super.init(
        collectionViewLayout: UICollectionViewCompositionalLayout(
          section: NSCollectionLayoutSection(group: group)))
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection: Int)
      -> Int
    { 4 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
  }

  @Test func compositionalSizingKeepsTheItemAndGroupSizesWithTheirLines() throws {
    let controller = PhotosController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let sizing = try #require(stage.compositionalItemSizing(of: cell))
    #expect(sizing.item.widthDimension.kind == .fractionalWidth)
    #expect(sizing.item.widthDimension.dimension == 0.5)
    #expect(sizing.group.heightDimension.kind == .fractionalWidth)
    #expect(sizing.group.heightDimension.sourceLocation.line == PhotosController.heightLine)
    #expect(stage.flowItemSizing(of: cell) == nil)
  }
}
