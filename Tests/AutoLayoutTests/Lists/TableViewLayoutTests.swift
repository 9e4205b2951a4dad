import Foundation
import Testing

@testable import AutoLayout

@MainActor
@Suite struct TableViewLayoutTests {
  /// The numbers of docs/UIKitFacts.md §10.1–§10.3, checked against the table of default cells
  /// that swift-snapshot-testing's reference dump shows on a 320 × 568 @2x screen.
  @Test func defaultCellsOnAPhoneOfTwoPixelsAPoint() throws {
    let controller = NumberedTableController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    let table = controller.tableView!
    // The status bar's 20 pt become the adjusted top inset; the table starts scrolled to its top.
    #expect(table.adjustedContentInset.top == 20)
    #expect(table.contentOffset == CGPoint(x: 0, y: -20))
    // Ten rows of 44: content 320 × 440.
    #expect(table.contentSize == CGSize(width: 320, height: 440))
    for row in 0..<10 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      // Row r at y = 44·r, as wide as the table.
      #expect(cell.frame == CGRect(x: 0, y: CGFloat(44 * row), width: 320, height: 44))
      // The content view leaves the 0.5-pt separator (one pixel at @2x) below it: 44 − 0.5.
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
      // textLabel: 16-pt margins on both sides, 320 − 2·16 = 288, full content height.
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 43.5))
      let separator = try #require(cell.subviews.first { $0 is _UITableViewCellSeparatorView })
      // Inset 16 on the left, none on the right: 320 − 16 = 304 wide, at 44 − 0.5.
      #expect(separator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }
    // In window coordinates, row 0 sits under the status bar: y = 0 − (−20) = 20.
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(stage.frameInWindow(of: first) == CGRect(x: 0, y: 20, width: 320, height: 44))
    #expect(table.visibleCells.count == 10)
  }

  @Test func contentViewIsOneThirdPointShorterAtThreePixelsAPoint() throws {
    let controller = NumberedTableController()
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    // 44 − 1/3 = 43.667: the separator is one pixel at @3x.
    #expect(
      approx(cell.contentView.frame) == approx(CGRect(x: 0, y: 0, width: 375, height: 44 - 1.0 / 3))
    )
    // iPhone X: 44-pt top safe area.
    #expect(controller.tableView.contentOffset.y == -44)
  }

  @Test func onlyTheRowsOnScreenGetCells() throws {
    let controller = NumberedTableController()
    controller.rows = 1000
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se-1"))
    let table = controller.tableView!
    // Visible: content y from −20 to 548; rows 0…12 start before 548 (12·44 = 528 < 548,
    // 13·44 = 572 ≥ 548).
    #expect(table.indexPathsForVisibleRows == (0...12).map { IndexPath(row: $0, section: 0) })
    #expect(table.contentSize.height == 44_000)
    #expect(table.cellForRow(at: IndexPath(row: 13, section: 0)) == nil)
  }

  @Test func selfSizingRowsTakeTheirContentsHeight() throws {
    let controller = BoxTableController()
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    let table = controller.tableView!
    let third = 1.0 / 3
    // Row heights: 10 + box + 10 + 1/3 separator: 95⅓, 40⅓, 120⅓.
    let expected: [(y: Double, height: Double)] = [
      (0, 95 + third), (95 + third, 40 + third), (135 + 2 * third, 120 + third),
    ]
    for (row, rect) in expected.enumerated() {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? BoxCell)
      #expect(
        approx(cell.frame) == approx(CGRect(x: 0, y: rect.y, width: 375, height: rect.height)))
      // The box: 10 from the top, at the 16-pt margins: 375 − 32 = 343 wide.
      #expect(
        approx(cell.box.frame)
          == approx(CGRect(x: 16, y: 10, width: 343, height: controller.heights[row])))
    }
  }

  @Test func requiredConstraintsMeetTheEstimatedHeightFirstAndAreLogged() throws {
    let controller = BoxTableController()
    controller.heights = [75]
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    let logs = stage.log.filter { $0.kind == .unsatisfiableConstraints }
    #expect(logs.count == 1)
    let text = normalizingAddresses(logs.first?.message ?? "")
    // The cell was first laid out at the 44-pt estimate: content view 44 − 1/3 = 43.6667.
    #expect(
      text.contains(
        "\"<NSLayoutConstraint:0xADDR 'UIView-Encapsulated-Layout-Height' "
          + "UITableViewCellContentView:0xADDR.height == 43.6667   (active)>\""))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
    // Afterwards the row has its fitted height: 10 + 75 + 10 + 1/3.
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(approx(cell.frame) == approx(CGRect(x: 0, y: 0, width: 375, height: 95 + 1.0 / 3)))
  }

  @Test func aBottomConstraintAt999IsNotLogged() throws {
    let controller = BoxTableController()
    controller.heights = [75]
    BoxCell.bottomPriority = UILayoutPriority(999)
    defer { BoxCell.bottomPriority = .required }
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    #expect(stage.log.filter { $0.kind == .unsatisfiableConstraints }.isEmpty)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(approx(cell.frame) == approx(CGRect(x: 0, y: 0, width: 375, height: 95 + 1.0 / 3)))
  }

  @Test func aFixedRowHeightSqueezesRequiredContentAndLogsIt() throws {
    let controller = BoxTableController()
    controller.heights = [75]
    controller.fixedRowHeight = 44
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let text = normalizingAddresses(
      stage.log.first { $0.kind == .unsatisfiableConstraints }?.message ?? "")
    // At @2x the content view of a 44-pt row is 43.5 tall.
    #expect(text.contains("UITableViewCellContentView:0xADDR.height == 43.5   (active)"))
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame.height == 44)
  }

  @Test func aCellUnderTheHomeIndicatorKeepsItsMargins() throws {
    let controller = NumberedTableController()
    controller.rows = 100
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    // The table shows content y −44…768; row 17 (at 17·44 = 748) reaches into the 34-pt home
    // indicator area, which the table's adjusted bottom inset already covers: no safe area
    // reaches the cell, and its content view keeps 8-pt margins.
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 17, section: 0)))
    #expect(cell.safeAreaInsets == .zero)
    #expect(cell.contentView.layoutMargins.bottom == 8)
    #expect(cell.contentView.layoutMargins.left == 16)
  }
}
