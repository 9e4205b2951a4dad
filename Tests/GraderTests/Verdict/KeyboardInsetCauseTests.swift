import LayoutReport
import Testing

@testable import Grader

/// The keyboard's content inset of a full-height scroll view, named from the scroll view's
/// recorded insets. On an iPhone X upright the keyboard is 335 pt over the scroll view, and the
/// scroll view adds the safe area's 44 pt at the top and 34 pt at the bottom. The Save button
/// is at y = 900 of content 970 tall; scrolled to the end, the offset is
/// 970 + adjustedContentInset.bottom − 812, and the button is at 900 minus that offset:
/// - the inset right (335 − 34 = 301, adjusted 335): offset 493, the button at y = 407;
/// - no inset (adjusted 34): offset 192, y = 708;
/// - the keyboard's whole height (335, adjusted 369): offset 527, y = 373.
@Suite("Causes read from a scroll view's keyboard inset")
struct KeyboardInsetCauseTests {
  private let scrollFrame = Fixture.rect(0, 0, 375, 812)

  private func scrollView(inset: Double, overlap: Double, indicator: Double? = nil)
    -> ViewRecord
  {
    var record = Fixture.view("scrollView", scrollFrame, className: "UIScrollView")
    record.scrollState = ScrollStateRecord(
      contentInset: ReportInsets(bottom: inset),
      adjustedContentInset: ReportInsets(top: 44, bottom: inset + 34),
      verticalIndicatorInsets: ReportInsets(bottom: indicator ?? inset), keyboardOverlap: overlap)
    return record
  }

  private func button(_ y: Double) -> ViewRecord {
    Fixture.view("saveButton", Fixture.rect(16, y, 343, 50))
  }

  private func lead(_ snapshots: [Snapshot], expected: [(String, String, String, ReportRect)])
    throws -> Diagnostic
  {
    let report = LayoutReport(results: [Fixture.device("iphone-x", snapshots: snapshots)])
    let verdict = Verdict(grading: report, against: try Fixture.expected(expected))
    return try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
  }

  @Test("only the indicator's inset set: the content has no room above the keys")
  func contentInsetNotSet() throws {
    let diagnostic = try lead(
      [
        Snapshot(
          name: "scrolled-to-end",
          views: [scrollView(inset: 0, overlap: 335, indicator: 301), button(708)])
      ],
      expected: [
        ("iphone-x", "scrolled-to-end", "scrollView", scrollFrame),
        ("iphone-x", "scrolled-to-end", "saveButton", Fixture.rect(16, 407, 343, 50)),
      ])
    #expect(diagnostic.cause == .contentInsetNotSet)
    #expect(diagnostic.message.contains("the keyboard covers the bottom 335 pt of `scrollView`"))
    #expect(diagnostic.message.contains("only the scroll indicator's inset is set"))
  }

  @Test("a scroll view whose own frame is wrong: its constraints, not its inset")
  func scrollViewFrameWrong() throws {
    // The scroll view was meant to end at the keyboard's top (812 − 335 = 477).
    let diagnostic = try lead(
      [
        Snapshot(
          name: "scrolled-to-end", views: [scrollView(inset: 0, overlap: 335), button(708)])
      ],
      expected: [
        ("iphone-x", "scrolled-to-end", "scrollView", Fixture.rect(0, 0, 375, 477)),
        ("iphone-x", "scrolled-to-end", "saveButton", Fixture.rect(16, 407, 343, 50)),
      ])
    #expect(diagnostic.cause != .contentInsetNotSet)
  }

  @Test("the keyboard's whole height as the inset: the home indicator's strip counted twice")
  func safeAreaCountedTwice() throws {
    let diagnostic = try lead(
      [
        Snapshot(
          name: "scrolled-to-end", views: [scrollView(inset: 335, overlap: 335), button(373)])
      ],
      expected: [
        ("iphone-x", "scrolled-to-end", "scrollView", scrollFrame),
        ("iphone-x", "scrolled-to-end", "saveButton", Fixture.rect(16, 407, 343, 50)),
      ])
    #expect(diagnostic.cause == .keyboardSafeAreaCountedTwice)
    #expect(diagnostic.message.contains("(335 pt)"))
    #expect(diagnostic.message.contains("the bottom safe area (34 pt) on top"))
  }

  @Test("the inset kept once the keyboard is hidden: the room made for it stays")
  func insetKept() throws {
    let snapshots = [
      Snapshot(
        name: "scrolled-to-end", views: [scrollView(inset: 301, overlap: 335), button(407)]),
      Snapshot(
        name: "scrolled-to-end-again", views: [scrollView(inset: 301, overlap: 0), button(407)]),
    ]
    let expected = [
      ("iphone-x", "scrolled-to-end", "scrollView", scrollFrame),
      ("iphone-x", "scrolled-to-end", "saveButton", Fixture.rect(16, 407, 343, 50)),
      ("iphone-x", "scrolled-to-end-again", "scrollView", scrollFrame),
      ("iphone-x", "scrolled-to-end-again", "saveButton", Fixture.rect(16, 708, 343, 50)),
    ]
    let diagnostic = try lead(snapshots, expected: expected)
    #expect(diagnostic.cause == .keyboardInsetKept)
    #expect(diagnostic.message.contains("`contentInset.bottom` is still 301 pt"))
    // Without a keyboard shown before, an inset is the program's own: no keyboard cause.
    let alone = try lead(Array(snapshots.dropFirst()), expected: Array(expected.dropFirst(2)))
    #expect(alone.cause != .keyboardInsetKept)
  }
}
