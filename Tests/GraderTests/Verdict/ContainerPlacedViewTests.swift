import Grader
import LayoutReport
import Testing

/// Views a table or collection view places (its cells, headers, footers, a cell's content view)
/// are never told to turn off `translatesAutoresizingMaskIntoConstraints`: when the evidence
/// shows why the table gave a row its height, that is the cause said, once for every row.
@Suite("Views their container places")
struct ContainerPlacedViewTests {
  /// Two rows left at 44 pt by the table where 100 and 60 were meant (the rows start at 0 and
  /// 100 in the expected layout, at 0 and 44 in the program's), with a label 8 pt below the top
  /// of row 1 in both (right within its row), and a badge 16 pt below it where 8 was meant.
  private func verdict(rowSizing: String?) throws -> Verdict {
    func cell(_ path: String, _ frame: ReportRect) -> ViewRecord {
      var record = Fixture.view(path, frame, translates: true)
      record.rowSizing = rowSizing
      return record
    }
    let views = [
      cell("tableView.cells[0][0]", Fixture.rect(0, 0, 375, 44)),
      cell("tableView.cells[0][1]", Fixture.rect(0, 44, 375, 44)),
      Fixture.view("tableView.cells[0][1].nameLabel", Fixture.rect(16, 52, 343, 20)),
      Fixture.view("tableView.cells[0][1].badge", Fixture.rect(16, 60, 20, 20)),
    ]
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: views)])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "tableView.cells[0][0]", Fixture.rect(0, 0, 375, 100)),
      ("iphone-x", "initial", "tableView.cells[0][1]", Fixture.rect(0, 100, 375, 60)),
      ("iphone-x", "initial", "tableView.cells[0][1].nameLabel", Fixture.rect(16, 108, 343, 20)),
      ("iphone-x", "initial", "tableView.cells[0][1].badge", Fixture.rect(16, 108, 20, 20)),
    ])
    return Verdict(grading: report, against: expected)
  }

  @Test("rows at the standard height after the zero-height warning: one cause, said first")
  func rowsWithoutHeight() throws {
    let verdict = try verdict(rowSizing: "standard-after-zero-height")
    let frames = verdict.diagnostics.filter { $0.kind == .frameMismatch }
    let lead = try #require(frames.first)
    #expect(lead.cause == .cellHeightUndetermined)
    let lines = lead.message.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "`tableView.cells[0][0]` and `tableView.cells[0][1]` are each the standard 44 pt tall"
        + " on iphone-x: the content view's constraints decide no height, so UIKit warned that"
        + " they \"ambiguously suggest a height of zero\" and gave each row the standard height"
        + " instead.")
    // The label only moved with row 0; the badge is also wrong within its row.
    #expect(
      lines.contains(
        "`tableView.cells[0][1].nameLabel` is right within its row and only moves with the rows"
          + " above."))
    #expect(frames.count == 2)
    #expect(frames.last?.view == "tableView.cells[0][1].badge")
    #expect(!verdict.diagnostics.contains { $0.message.contains("translatesAutoresizingMask") })
  }

  @Test("rows of a fixed height where self-sizing rows were meant: one cause, said first")
  func fixedRowHeight() throws {
    let verdict = try verdict(rowSizing: "fixed-height")
    let frames = verdict.diagnostics.filter { $0.kind == .frameMismatch }
    let lead = try #require(frames.first)
    #expect(lead.cause == .rowHeightFixed)
    #expect(
      lead.message.hasPrefix(
        "`tableView.cells[0][0]` and `tableView.cells[0][1]` are each 44 pt tall on iphone-x:"
          + " the table gives each row a fixed height"))
    #expect(lead.message.contains("`tableView.rowHeight = UITableView.automaticDimension`"))
    #expect(!verdict.diagnostics.contains { $0.message.contains("translatesAutoresizingMask") })
  }

  @Test("views added to the cell itself: said on the rows, with the views and the line")
  func addedToCell() throws {
    // Both rows fitted from a content view that holds nothing; row 1 holds its label in the
    // cell itself, 8 pt too high within the row where 8 pt below the margin was meant.
    var first = Fixture.view("tableView.cells[0][0]", Fixture.rect(0, 0, 375, 44))
    first.addedToCell = ["photoView", "nameLabel"]
    var second = Fixture.view("tableView.cells[0][1]", Fixture.rect(0, 44, 375, 44))
    second.addedToCell = ["photoView", "nameLabel"]
    let views = [
      first, second,
      Fixture.view("tableView.cells[0][1].nameLabel", Fixture.rect(92, 52, 267, 20)),
    ]
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: views)])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "tableView.cells[0][0]", Fixture.rect(0, 0, 375, 76)),
      ("iphone-x", "initial", "tableView.cells[0][1]", Fixture.rect(0, 76, 375, 76)),
      ("iphone-x", "initial", "tableView.cells[0][1].nameLabel", Fixture.rect(92, 84, 267, 20)),
    ])
    let source = """
      class SightingCell: UITableViewCell {
        func setUp() {
          contentView.layoutMargins = .zero
          self.addSubview(nameLabel)
        }
      }
      """
    let verdict = Verdict(
      grading: report, against: expected, learnerFile: ("Sightings.swift", source))
    let frames = verdict.diagnostics.filter { $0.kind == .frameMismatch }
    let lead = try #require(frames.first)
    #expect(lead.cause == .addedToCellNotContentView)
    #expect(
      lead.message.hasPrefix(
        "`tableView.cells[0][0]` and `tableView.cells[0][1]` are each 44 pt tall on iphone-x:"
          + " `photoView` and `nameLabel` were added to the cell itself, not to its"
          + " `contentView`"))
    #expect(lead.message.contains("`contentView.addSubview(photoView)`"))
    #expect(lead.line == 4)
    // The label is wrong because of where it was added: said with its row, not on its own.
    #expect(frames.count == 1)
    #expect(!verdict.diagnostics.contains { $0.message.contains("translatesAutoresizingMask") })
  }

  @Test("without the table's evidence, no cause is guessed and no mask advice given")
  func noEvidence() throws {
    let verdict = try verdict(rowSizing: nil)
    let frames = verdict.diagnostics.filter { $0.kind == .frameMismatch }
    #expect(frames.allSatisfy { $0.cause == nil })
    #expect(!verdict.diagnostics.contains { $0.message.contains("translatesAutoresizingMask") })
    #expect(frames.contains { $0.view == "tableView.cells[0][0]" })
  }

  @Test("a view the program placed with a translated frame still gets the mask's advice")
  func ordinaryViewsUnchanged() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [Fixture.view("cellsView", Fixture.rect(20, 0, 335, 44), translates: true)])
        ])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "initial", "cellsView", Fixture.rect(0, 0, 375, 100))
      ]))
    #expect(verdict.diagnostics.first { $0.kind == .frameMismatch }?.cause == .hardCodedFrame)
  }
}
