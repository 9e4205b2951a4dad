import Testing

@testable import ConstraintLog

/// Finding the blocks of a log among the app's own lines, and what a cut block lacks.
@Suite struct LogScannerTests {
  static let block = """
    2023-03-06 18:05:52.787729+0100 Shop[86394:8572973] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x6000 UIView:0x1.height == 40   (active)>",
        "<NSLayoutConstraint:0x6001 UIView:0x1.hei4   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x6001 UIView:0x1.height == 44   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    """

  @Test func aBlockAmongTheAppsOwnLines() throws {
    let log = ConstraintLog(text: "Loading feed…\n" + Self.block + "\nFeed loaded: 12 items\n")
    #expect(log.blocks.count == 1)
    let block = try #require(log.blocks.first)
    #expect(block.line == 2)
    #expect(block.constraints.count == 2)
    #expect(block.brokenIndex == 1)
    #expect(block.missing.isEmpty)
    #expect(block.views.map(\.address) == ["0x1"])
  }

  @Test func withoutThePrefixAndWithTheAppPrintingInsideTheList() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000 UIView:0x1.height == 40   (active)>",
      [Network] request finished
          "<NSLayoutConstraint:0x6001 UIView:0x1.hei4   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x6000 UIView:0x1.height == 40   (active)>
      """
    let log = ConstraintLog(text: text + "\n" + text)
    #expect(log.blocks.count == 2)
    #expect(log.blocks.allSatisfy { $0.constraints.count == 2 && $0.brokenIndex == 0 })
  }

  @Test func windowsLineEndings() throws {
    let text = Self.block.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\r\n")
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.constraints.count == 2)
    #expect(block.brokenIndex == 1)
    #expect(block.missing.isEmpty)
  }

  @Test func aTruncatedBlockSaysWhatIsMissing() throws {
    let text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000 UIView:0x1.height == 40   (active)>",
          "<NSLayoutConstraint:0x6001 UIView:0x1.hei
      """
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.constraints.count == 2)
    #expect(block.constraints[1].isCut)
    #expect(block.unknownCount == 1)
    #expect(block.missing == [.closingParenthesis, .endOfConstraint, .brokenConstraint])
  }

  @Test func constraintLinesWrappedByATerminalOrAConsoleCopy() throws {
    // A terminal cuts mid-word (`(act` / `ive)>`), a console copy at a space (`==` / ` 44`); the
    // app's own line inside the list and between the blocks is skipped.
    let text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000 UIView:0x1.height == 40   (act
      ive)>",
      [Network] request finished
          "<NSLayoutConstraint:0x6001 'UIView-Encapsulated-Layout-Height' UIView:0x1.height ==
       44   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x6000 UIView:0x1.height == 4
      0   (active)>
      App: done
      """
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.missing.isEmpty)
    #expect(block.unknownCount == 0)
    #expect(block.constraints.map(\.address) == ["0x6000", "0x6001"])
    #expect(block.constraints.map { $0.relation?.constant } == [40, 44])
    #expect(block.constraints.map(\.isActive) == [true, true])
    #expect(block.constraints[1].identifier == "UIView-Encapsulated-Layout-Height")
    #expect(block.brokenIndex == 0)
    #expect(block.broken?.relation?.constant == 40)
  }

  @Test func aCutLineFollowedByAnotherConstraintStaysCut() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000 UIView:0x1.hei
          "<NSLayoutConstraint:0x6001 UIView:0x1.height == 44   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x6001 UIView:0x1.height == 44   (active)>
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
      """
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.constraints.count == 2)
    #expect(block.constraints[0].isCut)
    #expect(block.constraints[1].relation?.constant == 44)
    #expect(block.missing == [.endOfConstraint])
  }

  @Test func theZeroHeightWarning() throws {
    let text =
      "2016-02-11 Feed[123:456] Warning once only: Detected a case where constraints ambiguously "
      + "suggest a height of zero for a table view cell's content view. We're considering the "
      + "collapse unintentional and using standard height instead."
    let log = ConstraintLog(text: text)
    #expect(log.blocks.map(\.kind) == [.zeroHeightCell])
  }

  @Test func aLogWithNoBlock() {
    #expect(
      ConstraintLog(text: "hello\n<NSLayoutConstraint:0x1 UIView:0x2.width == 3>\n").blocks.isEmpty)
  }

  @Test func binaryBytesAreRefused() {
    #expect(throws: ConstraintLog.ReadError.binary) { try ConstraintLog.read([0x55, 0x00, 0x41]) }
    #expect(throws: ConstraintLog.ReadError.binary) { try ConstraintLog.read([0xFF, 0xFE, 0x41]) }
    #expect((try? ConstraintLog.read(Array(Self.block.utf8)))?.blocks.count == 1)
  }

  @Test func everyBlockOfALongLogIsFound() {
    // The app's lines and a block, 300 times: each block found once, none merged with the app's
    // lines around it. (How the time grows with the size is measured by `Benchmarks logs`.)
    let unit =
      String(repeating: "App: some line of its own output, nothing to see here\n", count: 40)
      + Self.block + "\n"
    let log = ConstraintLog(text: String(repeating: unit, count: 300))
    #expect(log.blocks.count == 300)
    #expect(Set(log.blocks.map(\.kind)).count == 1)
  }
}
