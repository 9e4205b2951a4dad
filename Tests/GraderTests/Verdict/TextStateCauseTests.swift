import LayoutReport
import Testing

@testable import Grader

/// Causes read from a label's or text view's recorded font and text size.
@Suite("Causes read from the text a view shows")
struct TextStateCauseTests {
  private func label(_ height: Double, style: String?, category: String) -> ViewRecord {
    var record = Fixture.view("statsLabel", Fixture.rect(16, 58, 343, height), className: "UILabel")
    record.textState = TextStateRecord(
      textStyle: style, pointSize: 17, adjustsFontForContentSizeCategory: style != nil,
      contentSizeCategory: category)
    return record
  }

  /// At accessibility medium the body style is 28 pt, a line about 33.4 pt where 17 pt gives
  /// 20.33 (docs/UIKitFacts.md §6): the label is expected 33.41 tall and stays 20.33.
  private func lead(style: String?, category: String) throws -> Diagnostic? {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(name: "larger", views: [label(20.33, style: style, category: category)])
        ])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "larger", "statsLabel", Fixture.rect(16, 58, 343, 33.41))
      ]),
      learnerFile: (Fixture.file, "let a = 1\nstatsLabel.font = .systemFont(ofSize: 17)\n"))
    return verdict.diagnostics.first { $0.kind == .frameMismatch }
  }

  @Test("a fixed font at a larger text size: Dynamic Type does not scale it; the font's line")
  func fixedFont() throws {
    let diagnostic = try #require(
      try lead(style: nil, category: "UICTContentSizeCategoryAccessibilityM"))
    #expect(diagnostic.cause == .fontNotDynamic)
    #expect(diagnostic.line == 2)
    #expect(diagnostic.message.contains("`UIFont.preferredFont(forTextStyle: .body)`"))
    // The default size, or a text style: not this cause.
    #expect(try lead(style: nil, category: "UICTContentSizeCategoryL")?.cause != .fontNotDynamic)
    #expect(
      try lead(style: "UICTFontTextStyleBody", category: "UICTContentSizeCategoryAccessibilityM")?
        .cause != .fontNotDynamic)
  }

  @Test("a scrolling text view's ambiguous height: isScrollEnabled named as the cause")
  func scrollingTextView() throws {
    func verdict(scrolling: Bool) throws -> Diagnostic? {
      var record = Fixture.view(
        "notesTextView", Fixture.rect(16, 20, 343, 0), className: "UITextView", ambiguous: true)
      record.textState = TextStateRecord(
        textStyle: nil, pointSize: 12, adjustsFontForContentSizeCategory: false,
        contentSizeCategory: "UICTContentSizeCategoryL", scrollEnabled: scrolling)
      let report = LayoutReport(results: [
        Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: [record])])
      ])
      return Verdict(
        grading: report,
        against: try Fixture.expected([
          ("iphone-x", "initial", "notesTextView", Fixture.rect(16, 20, 343, 33))
        ])
      ).diagnostics.first { $0.kind == .ambiguousLayout }
    }
    let scrolling = try #require(try verdict(scrolling: true))
    #expect(scrolling.cause == .textViewScrolls)
    #expect(scrolling.message.contains("Set `isScrollEnabled = false` on it"))
    #expect(try verdict(scrolling: false)?.cause == nil)
  }
}
