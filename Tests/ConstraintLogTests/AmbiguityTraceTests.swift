import Testing

@testable import ConstraintLog

/// Ambiguity reports: `_autolayoutTrace` in the forms UIKit has printed, the log's own "View has
/// an ambiguous layout" synopsis, and `hasAmbiguousLayout` answered in the debugger.
@Suite struct AmbiguityTraceTests {
  @Test func theSynopsisUIKitLogsNamesTheViewAndItsAttribute() throws {
    let text = """
      2018-02-08 23:37:39.171851-0500 App[303:26335] [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

      *UIView:0x125e60cb0- AMBIGUOUS LAYOUT for UIView:0x125e60cb0.Height{id: 36}

      Legend:
      \t* - is laid out with auto layout
      \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
      \t• - layout engine host
      App: next screen
      """
    let log = ConstraintLog(text: text)
    #expect(log.blocks.count == 1)
    let block = try #require(log.blocks.first)
    #expect(block.kind == .ambiguousLayout)
    #expect(block.line == 1)
    #expect(block.missing.isEmpty)
    #expect(block.ambiguities.map(\.view.address) == ["0x125e60cb0"])
    #expect(block.ambiguities.first?.attributes.map(\.name) == ["height"])
    let diagnosis = try #require(DiagnosisCatalogue.diagnoses(of: block).first)
    #expect(diagnosis.cause == .ambiguousLayout)
    // Height alone is ambiguous: what is missing is a height, not a position.
    #expect(diagnosis.summary.contains("UIView 0x125e60cb0 lacks a height"))
    #expect(!diagnosis.summary.contains("position"))
    #expect(diagnosis.lesson == "8.2")
  }

  @Test func aTreeWithLabelsAndTwoAxes() throws {
    let text = """
      (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

      UIWindow:0x7f88a8e4a4a0
      |   •UITableViewCellContentView:0x78f31160
      |   |   *UILabel:0x78f31230- AMBIGUOUS LAYOUT for UILabel:0x78f31230.minY{id: 1860}
      |   |   *UILabel:0x78f316e0'115 COLLEGE ST SW'- AMBIGUOUS LAYOUT for UILabel:0x78f316e0'115 COLLEGE ST SW'.minY{id: 1853}, UILabel:0x78f316e0'115 COLLEGE ST SW'.Height{id: 1812}
      |   |   *UIButton:0x7f88a8cb9bf0'Retry'- AMBIGUOUS LAYOUT for UIButton:0x7f88a8cb9bf0'Retry'.minX{id: 170}, UIButton:0x7f88a8cb9bf0'Retry'.Width{id: 171}
      |   _UITableViewCellSeparatorView:0x78e20440

      Legend:
      \t* - is laid out with auto layout
      """
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.ambiguities.count == 3)
    #expect(block.ambiguities[1].view.label == "115 COLLEGE ST SW")
    #expect(block.ambiguities[1].attributes.map(\.name) == ["minY", "height"])
    #expect(block.ambiguities[2].attributes.map(\.name) == ["minX", "width"])
    let summary = try #require(DiagnosisCatalogue.diagnoses(of: block).first).summary
    #expect(summary.contains("UILabel 0x78f31230 lacks a vertical position"))
    #expect(summary.contains("UIButton 0x7f88a8cb9bf0 'Retry' lacks a horizontal position"))
    #expect(summary.contains("and a width"))
  }

  @Test func theOldFormOnlyMarksTheViewAndUIKitsOwnAreLeftOut() throws {
    let text = """
      *<UIWindow:0x1093137f0> - AMBIGUOUS LAYOUT
      |   *<UIView:0x109409850>
      |   |   *<_UILayoutGuide:0x109409c10> - AMBIGUOUS LAYOUT
      |   |   *<UILabel:0x10e45eba0> - AMBIGUOUS LAYOUT
      """
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.ambiguities.map(\.view.address) == ["0x1093137f0", "0x109409c10", "0x10e45eba0"])
    #expect(block.ambiguities.allSatisfy { $0.attributes.isEmpty })
    let diagnosis = try #require(DiagnosisCatalogue.diagnoses(of: block).first)
    #expect(diagnosis.views.map(\.address) == ["0x10e45eba0"])
    #expect(diagnosis.summary.contains("does not say on which axis"))
  }

  @Test func hasAmbiguousLayoutAnsweredOnTheNextLine() throws {
    let text = """
      (lldb) po self.tileView.hasAmbiguousLayout
      true
      (lldb) po [self.view hasAmbiguousLayout]
      NO
      (lldb) p cookTile.hasAmbiguousLayout
      (Bool) $R0 = true
      """
    let blocks = ConstraintLog(text: text).blocks
    #expect(blocks.map(\.query) == ["self.tileView", "cookTile"])
    #expect(blocks.map(\.line) == [1, 5])
    let fix = try #require(DiagnosisCatalogue.diagnoses(of: blocks[0]).first).fix
    #expect(fix.contains("exerciseAmbiguityInLayout()"))
  }

  @Test func pastedCodeAskingTheQuestionIsNoAnswer() {
    let text = """
      if tile.hasAmbiguousLayout {
        let shown = true
      }
      """
    #expect(ConstraintLog(text: text).blocks.isEmpty)
  }

  @Test func aHeaderWithNoTraceSaysSo() throws {
    let text =
      "[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout Guide\".\nApp: bye"
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.missing == [.ambiguousViews])
  }
}
