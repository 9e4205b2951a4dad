import LayoutReport
import Testing

@testable import Grader

/// A table made in another style than the solution's: its rows and headers are where that style
/// puts them, said once for the table, at the line that gives the style.
@Suite("A table's style against the solution's")
struct TableStyleDifferenceTests {
  private func layout(_ style: String) -> ProgramLayout {
    var device = ProgramLayout.Device(
      name: "iphone-se", constraints: [], frames: [:])
    device.tableStyles = [
      "initial/tableView.headers[0]": style, "initial/tableView.cells[0][0]": style,
    ]
    return ProgramLayout(devices: [device])
  }

  /// An iPhone SE's first header expected at y = 0, 44 tall, with its row below: the plain
  /// table puts them 22 pt lower, its `sectionHeaderTopPadding` (docs/UIKitFacts.md §10.6).
  private func verdict() -> Verdict {
    let checks = [
      Check(
        device: "iphone-se", snapshot: "initial", view: "tableView.headers[0]",
        expected: Fixture.rect(0, 0, 375, 44), actual: Fixture.rect(0, 22, 375, 44),
        tolerance: 0.25, ok: false),
      Check(
        device: "iphone-se", snapshot: "initial", view: "tableView.cells[0][0]",
        expected: Fixture.rect(0, 44, 375, 44), actual: Fixture.rect(0, 66, 375, 44),
        tolerance: 0.25, ok: false),
    ]
    return Verdict(
      status: .failed, score: 0, checks: checks,
      diagnostics: checks.map {
        Diagnostic(
          kind: .frameMismatch, message: "`\($0.view)` is shifted down.", device: "iphone-se",
          view: $0.view)
      })
  }

  private let source = """
    class SettingsController: UITableViewController {
      init() {
        super.init(style: .plain)
      }
    }
    """

  @Test("a plain table where a grouped one was meant: said once, at the style's line")
  func plainForGrouped() throws {
    let explained = TableStyleDifference.explaining(
      verdict(), learner: layout("plain"), reference: layout("grouped"), file: "Settings.swift",
      source: source)
    #expect(explained.diagnostics.count == 1)
    let lead = try #require(explained.diagnostics.first)
    #expect(lead.cause == .tableStyleWrong)
    #expect(lead.line == 3)
    #expect(lead.message.hasPrefix("`tableView` is a `.plain` table (line 3), where this layout"))
  }

  @Test("the solution's own style names no cause")
  func sameStyle() {
    let explained = TableStyleDifference.explaining(
      verdict(), learner: layout("grouped"), reference: layout("grouped"),
      file: "Settings.swift", source: source)
    #expect(explained.diagnostics.allSatisfy { $0.cause == nil })
    #expect(explained.diagnostics.count == 2)
  }
}
