import Foundation
import Testing

@testable import AutoLayout

@MainActor
@Suite struct TableViewLayoutTests {
  /// The numbers of docs/UIKitFacts.md §10.1–§10.3: the rows of swift-snapshot-testing's table of
  /// default cells on a 320 × 568 @2x screen, with the content view of iOS 14 and later (the whole
  /// 44-pt row, the separator drawn over its last pixel row).
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
      // The content view is the cell's bounds: 320 × 44.
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
      // textLabel: 16-pt margins on both sides, 320 − 2·16 = 288, full content height 44.
      #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
      let separator = try #require(cell.subviews.first { $0 is _UITableViewCellSeparatorView })
      // Inset 16 on the left, none on the right: 320 − 16 = 304 wide; one pixel (0.5 pt at @2x)
      // over the row's last pixel row, at 44 − 0.5 = 43.5.
      #expect(separator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }
    // In window coordinates, row 0 sits under the status bar: y = 0 − (−20) = 20.
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(stage.frameInWindow(of: first) == CGRect(x: 0, y: 20, width: 320, height: 44))
    #expect(table.visibleCells.count == 10)
  }

  @Test func contentViewFillsTheRowAtThreePixelsAPoint() throws {
    let controller = NumberedTableController()
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The whole 44-pt row; the 1/3-pt separator lies over it at 44 − 1/3 = 43.667.
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    let separator = try #require(cell.subviews.first { $0 is _UITableViewCellSeparatorView })
    #expect(
      approx(separator.frame) == approx(CGRect(x: 16, y: 44 - 1.0 / 3, width: 359, height: 1.0 / 3))
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
    // Row heights: 10 + box + 10 = 95, 40, 120 (the separator adds nothing); rows at 0, 95,
    // 95 + 40 = 135.
    let expected: [(y: Double, height: Double)] = [(0, 95), (95, 40), (135, 120)]
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

  /// The iOS 13 dump of docs/UIKitFacts.md §10.4 ([Tinylog-13]): sixteen rows of 20 + 25 + 20 on
  /// a 1024-pt-wide iPad make a content size of exactly 16 × 65, the last row at 15 × 65 = 975.
  @Test func sixteenSelfSizingRowsAreExactlySixteenContentHeights() throws {
    let controller = BoxTableController()
    // 10 + 45 + 10 = 65, the height of the dump's rows.
    controller.heights = Array(repeating: 45, count: 16)
    BoxCell.bottomPriority = UILayoutPriority(999)
    defer { BoxCell.bottomPriority = .required }
    _ = LayoutStage.host(controller, on: try Device.named("ipad-pro-12-9-2"))
    let table = controller.tableView!
    #expect(table.contentSize == CGSize(width: 1024, height: 1040))
    let last = try #require(table.cellForRow(at: IndexPath(row: 15, section: 0)))
    #expect(last.frame == CGRect(x: 0, y: 975, width: 1024, height: 65))
    #expect(last.contentView.frame == CGRect(x: 0, y: 0, width: 1024, height: 65))
    let separator = try #require(last.subviews.first { $0 is _UITableViewCellSeparatorView })
    // One pixel of @2x over the row's last pixel row, 65 − 0.5 = 64.5, from the 20-pt side margin
    // of a table wider than 375 (§10.3) to the edge: 1024 − 20 = 1004.
    #expect(separator.frame == CGRect(x: 20, y: 64.5, width: 1004, height: 0.5))
  }

  @Test func requiredConstraintsMeetTheEstimatedHeightFirstAndAreLogged() throws {
    let controller = BoxTableController()
    controller.heights = [75]
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    let logs = stage.log.filter { $0.kind == .unsatisfiableConstraints }
    #expect(logs.count == 1)
    let text = normalizingAddresses(logs.first?.message ?? "")
    // The cell was first laid out at the 44-pt estimate: the content view is the whole 44.
    #expect(
      text.contains(
        "\"<NSLayoutConstraint:0xADDR 'UIView-Encapsulated-Layout-Height' "
          + "UITableViewCellContentView:0xADDR.height == 44   (active)>\""))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
    // Afterwards the row has its fitted height: 10 + 75 + 10 = 95.
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 375, height: 95))
  }

  @Test func aBottomConstraintAt999IsNotLogged() throws {
    let controller = BoxTableController()
    controller.heights = [75]
    BoxCell.bottomPriority = UILayoutPriority(999)
    defer { BoxCell.bottomPriority = .required }
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    #expect(stage.log.filter { $0.kind == .unsatisfiableConstraints }.isEmpty)
    // 10 + 75 + 10 = 95.
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 375, height: 95))
  }

  @Test func aFixedRowHeightSqueezesRequiredContentAndLogsIt() throws {
    let controller = BoxTableController()
    controller.heights = [75]
    controller.fixedRowHeight = 44
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let text = normalizingAddresses(
      stage.log.first { $0.kind == .unsatisfiableConstraints }?.message ?? "")
    // The content view of a 44-pt row is 44 tall, at @2x as at @3x.
    #expect(text.contains("UITableViewCellContentView:0xADDR.height == 44   (active)"))
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
