import LayoutReport
import Testing

@testable import Grader

/// A field scrolled into view with its rectangle in the wrong coordinates, named from the
/// harness's record of which coordinates the rectangle given to `scrollRectToVisible` was in.
@Suite("The rectangle made visible in the wrong coordinates")
struct WrongCoordinateSpaceTests {
  /// The notes field at y = 433 once shown above the keyboard (as the exercise 19/03 expects);
  /// given its own bounds, the scroll view did not move, and it stayed at y = 456.
  private func lead(_ madeVisible: MadeVisibleRecord?) throws -> Diagnostic {
    var field = Fixture.view("fields[7]", Fixture.rect(16, 456, 343, 44))
    field.madeVisible = madeVisible
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "editing-notes", views: [field])])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "editing-notes", "fields[7]", Fixture.rect(16, 433, 343, 44))
      ]))
    return try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
  }

  @Test("its own bounds: the rectangle at 0, 0, and the conversion to make")
  func ownBounds() throws {
    let diagnostic = try lead(
      MadeVisibleRecord(scrollView: "scrollView", coordinates: "own-bounds"))
    #expect(diagnostic.cause == .wrongCoordinateSpace)
    #expect(diagnostic.message.contains("is its `bounds`, in its own coordinates (at 0, 0)"))
    #expect(diagnostic.message.contains("`field.convert(field.bounds, to: scrollView)`"))
  }

  @Test("its frame in the stack view, or converted to the root view: each said as such")
  func otherSpaces() throws {
    let superview = try lead(
      MadeVisibleRecord(scrollView: "scrollView", coordinates: "superview"))
    #expect(superview.message.contains("is its `frame`, in its superview's coordinates"))
    let root = try lead(MadeVisibleRecord(scrollView: "scrollView", coordinates: "root-view"))
    #expect(root.message.contains("converted to the root view"))
  }

  @Test("no such record: not this cause")
  func noRecord() throws {
    #expect(try lead(nil).cause != .wrongCoordinateSpace)
  }
}
