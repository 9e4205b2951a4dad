import Foundation
import Testing

@testable import AutoLayout

@MainActor
@Suite struct FlowLayoutTests {
  @Test func defaultsAreFiftyPointItemsTenApart() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.sectionInsetReference == .fromContentInset)
  }

  @Test func fullLinesShareTheirExtraSpaceAndTheLastLineKeepsTheColumns() throws {
    let controller = GridController()
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // 320 wide: 5 items fit (5·50 + 4·10 = 290; 6 would need 350). The 30 left over widen the
    // 4 gaps to 10 + 30/4 = 17.5: x = 0, 67.5, 135, 202.5, 270.
    // The last line (2 items) is spaced as if it held 5 more of its size: the same columns.
    let xs: [CGFloat] = [0, 67.5, 135, 202.5, 270, 0, 67.5]
    let ys: [CGFloat] = [0, 0, 0, 0, 0, 60, 60]
    #expect(
      itemFrames(controller.collectionView)
        == zip(xs, ys).map { CGRect(x: $0, y: $1, width: 50, height: 50) })
    // Two lines of 50 with 10 between: 110 tall; the status bar's 20 pt inset the content.
    #expect(controller.collectionView.contentSize == CGSize(width: 320, height: 110))
    #expect(controller.collectionView.contentOffset == CGPoint(x: 0, y: -20))
  }

  @Test func aLineOfOneItemCentresIt() throws {
    let controller = GridController()
    controller.count = 2
    controller.sizes = { _ in CGSize(width: 200, height: 50) }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // 200 + 10 + 200 > 320: one item a line, centred: x = (320 − 200) / 2 = 60.
    #expect(
      itemFrames(controller.collectionView) == [
        CGRect(x: 60, y: 0, width: 200, height: 50), CGRect(x: 60, y: 60, width: 200, height: 50),
      ])
  }

  @Test func halfWidthItemsWithoutSpacingPairUpAndTheLastOneStaysLeft() throws {
    let controller = GridController()
    controller.count = 3
    controller.sizes = { _ in CGSize(width: 160, height: 100) }
    controller.loadViewIfNeeded()
    controller.flow.minimumInteritemSpacing = 0
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // 160 + 0 + 160 = 320 fits; the third is alone on the last line, spaced as if a second
    // 160-pt item followed: at x = 0, not centred.
    #expect(
      itemFrames(controller.collectionView).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 160, y: 0), CGPoint(x: 0, y: 110),
      ])
  }

  @Test func halfWidthItemsWithTheDefaultSpacingGoOneALineCentred() throws {
    let controller = GridController()
    controller.count = 3
    controller.sizes = { _ in CGSize(width: 160, height: 100) }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // 160 + 10 + 160 = 330 > 320: one a line, centred at (320 − 160) / 2 = 80.
    #expect(itemFrames(controller.collectionView).map(\.origin.x) == [80, 80, 80])
  }

  @Test func fullWidthItemsOfTheFacebookFeed() throws {
    let controller = GridController()
    controller.count = 3
    controller.sizes = { [unowned controller] _ in
      CGSize(width: controller.view.frame.width, height: 50)
    }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    // 375-wide items on a 375-wide iPhone X, 10 apart: y = 0, 60, 120.
    #expect(
      itemFrames(controller.collectionView)
        == [0, 60, 120].map { CGRect(x: 0, y: $0, width: 375, height: 50) })
    // The 44-pt top safe area is the adjusted top inset (the content starts below it).
    #expect(controller.collectionView.adjustedContentInset.top == 44)
  }

  @Test func sectionInsetsAndThreeColumns() throws {
    let controller = GridController()
    controller.count = 4
    controller.loadViewIfNeeded()
    controller.flow.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let width: CGFloat = (320 - 20 - 20) / 3  // 93.333: 3 columns, 2 gaps of 10, insets of 10
    controller.sizes = { _ in CGSize(width: width, height: 40) }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // The line is full (3·93.333 + 20 = 300): x = 10, 113.333, 216.667; the 4th item starts the
    // last line at the inset: (10, 10 + 40 + 10 = 60).
    let frames = itemFrames(controller.collectionView).map(approx)
    #expect(frames[0] == approx(CGRect(x: 10, y: 10, width: width, height: 40)))
    #expect(frames[1] == approx(CGRect(x: 10 + width + 10, y: 10, width: width, height: 40)))
    #expect(frames[2] == approx(CGRect(x: 10 + 2 * (width + 10), y: 10, width: width, height: 40)))
    #expect(frames[3] == approx(CGRect(x: 10, y: 60, width: width, height: 40)))
    // Content: 10 + 40 + 10 + 40 + 10 = 110.
    #expect(controller.collectionView.contentSize.height == 110)
  }

  @Test func itemsOfALineAreCentredAcrossIt() throws {
    let controller = GridController()
    controller.count = 2
    controller.sizes = {
      $0.item == 0 ? CGSize(width: 50, height: 80) : CGSize(width: 50, height: 40)
    }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // One line, 80 tall: the 40-pt item sits at (80 − 40) / 2 = 20. As the last line, spaced
    // as if full of 50-pt items: 5 fit, gaps 17.5 → second item at 67.5.
    #expect(
      itemFrames(controller.collectionView) == [
        CGRect(x: 0, y: 0, width: 50, height: 80), CGRect(x: 67.5, y: 20, width: 50, height: 40),
      ])
  }

  @Test func headersSpanTheWidthAboveTheInsets() throws {
    let controller = GridController()
    controller.count = 1
    controller.loadViewIfNeeded()
    controller.flow.headerReferenceSize = CGSize(width: 0, height: 30)
    controller.flow.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    let header = try #require(
      controller.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    // The single item, centred, below the 30-pt header and the 5-pt inset.
    #expect(itemFrames(controller.collectionView) == [CGRect(x: 135, y: 35, width: 50, height: 50)])
  }

  @Test func horizontalScrollingMakesColumns() throws {
    let controller = GridController()
    controller.count = 3
    controller.loadViewIfNeeded()
    controller.flow.scrollDirection = .horizontal
    controller.sizes = { _ in CGSize(width: 100, height: 250) }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // 568 − 20 (status bar, now not adjusted: the safe area only insets the scrolling axis,
    // left and right here) = 568 available. 250 + 10 + 250 = 510 fit; leftover 58 goes into the
    // gap: second item at y = 250 + 10 + 58 = 318. The third starts a column 10 further right.
    #expect(
      itemFrames(controller.collectionView).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 318), CGPoint(x: 110, y: 0),
      ])
  }

  @Test func anItemWiderThanTheCollectionViewIsLoggedInUIKitsWords() throws {
    let controller = GridController()
    controller.count = 1
    controller.sizes = { _ in CGSize(width: 400, height: 50) }
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    let message = try #require(
      stage.log.compactMap(\.error).first { $0.kind == .flowLayoutItemTooLarge })
    #expect(
      message.message.hasPrefix(
        "The behavior of the UICollectionViewFlowLayout is not defined because:\n"
          + "the item width must be less than the width of the UICollectionView minus the section "
          + "insets left and right values, minus the content insets left and right values.\n"
          + "Please check the values returned by the delegate.\n"
          + "The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x"))
    #expect(itemFrames(controller.collectionView) == [CGRect(x: 0, y: 0, width: 400, height: 50)])
  }

  @Test func selfSizingCellsTakeTheirConstraintsSize() throws {
    final class SelfSizingGrid: UICollectionViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(BoxGridCell.self, forCellWithReuseIdentifier: "Box")
        (collectionViewLayout as! UICollectionViewFlowLayout).estimatedItemSize = CGSize(
          width: 50, height: 50)
      }
      override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { 3 }
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Box", for: indexPath)
      }
    }
    let controller = SelfSizingGrid()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // Each cell asks for its box: 100 × 40. 100·3 + 20 = 320 fits exactly: x = 0, 110, 220.
    #expect(
      itemFrames(controller.collectionView)
        == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 40) })
    // Shown first at the 50 × 50 estimate, the required box size conflicts with UIKit's
    // encapsulated width on the cell, which is logged.
    let text = normalizingAddresses(
      stage.log.first { $0.kind == .unsatisfiableConstraints }?.message ?? "")
    #expect(
      text.contains(
        "'UIView-Encapsulated-Layout-Width' AutoLayoutTests.BoxGridCell:0xADDR.width == 50"))
  }

  @Test func aBoundsChangeKeepsTheDelegatesSizesUntilInvalidated() throws {
    let controller = GridController()
    controller.count = 2
    var width: CGFloat = 150
    controller.sizes = { _ in CGSize(width: width, height: 50) }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let stage = LayoutStage.host(view: root, on: try Device.named("iphone-se-1"))
    root.addSubview(controller.collectionView)
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    stage.layout()
    let asked = controller.sizeRequests
    // 150 + 10 + 150 = 310 ≤ 320: one line; leftover 10 widens the gap to 20.
    #expect(itemFrames(controller.collectionView).map(\.origin.x) == [0, 170])
    width = 100
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    stage.layout()
    // The new width re-lines the items with the sizes asked for before (150): 310 > 300, so one
    // a line, centred at (300 − 150) / 2 = 75; the delegate was not asked again.
    #expect(controller.sizeRequests == asked)
    #expect(itemFrames(controller.collectionView).map(\.origin.x) == [75, 75])
    controller.collectionView.collectionViewLayout.invalidateLayout()
    stage.layout()
    // After invalidateLayout() the delegate's new 100-pt sizes: 100 + 10 + 100 = 210 ≤ 300,
    // leftover 90 in the gap: x = 0, 200.
    #expect(controller.sizeRequests > asked)
    #expect(itemFrames(controller.collectionView).map(\.origin.x) == [0, 200])
  }

  @Test func onlyTheItemsOnScreenGetCells() throws {
    let controller = GridController()
    controller.count = 1000
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    // 5 a line, lines 60 apart: content y −20…548 shows lines starting before 548: 0…9
    // (9·60 = 540 < 548), so 10 lines of 5 = 50 cells.
    #expect(controller.collectionView.indexPathsForVisibleItems.count == 50)
    // 200 lines: 200·50 + 199·10 = 11 990.
    #expect(controller.collectionView.contentSize.height == 11_990)
  }
}
