import Foundation
import Testing

@testable import AutoLayout

/// Why a table gave each shown cell its height, as the grader reads it (`rowSizing(of:)`).
@MainActor
@Suite struct RowSizingTests {
  private func cell(_ controller: UITableViewController, row: Int) throws -> UITableViewCell {
    try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
  }

  @Test func aBrokenChainIsTheStandardHeightAfterTheZeroHeightWarning() throws {
    let controller = FaultyTableController()
    controller.fault = .ambiguousContent
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.rowSizing(of: try cell(controller, row: 0)) == .standardAfterZeroHeight)
    #expect(stage.rowSizing(of: try cell(controller, row: 1)) == .standardAfterZeroHeight)
  }

  @Test func aFixedRowHeightIsFixed() throws {
    let controller = FaultyTableController()
    controller.fault = .ambiguousContent
    controller.loadViewIfNeeded()
    controller.tableView.rowHeight = 44
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.rowSizing(of: try cell(controller, row: 0)) == .fixedHeight)
  }

  @Test func aSelfSizingRowIsFittedAndANumberFromTheDelegateIsFixed() throws {
    // Row 0 is self-sizing (a plain cell measures to the standard height: nothing fell back);
    // the delegate gives row 1 a number (-5, which UIKit takes as 0).
    let controller = FaultyTableController()
    controller.fault = .negativeHeight
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.rowSizing(of: try cell(controller, row: 0)) == .fitted)
    #expect(stage.rowSizing(of: try cell(controller, row: 1)) == .fixedHeight)
  }

  @Test func aViewThatIsNotAShownCellHasNoRowSizing() throws {
    let controller = FaultyTableController()
    controller.fault = .negativeRows
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(stage.rowSizing(of: controller.tableView) == nil)
    #expect(stage.rowSizing(of: UITableViewCell()) == nil)
  }
}
