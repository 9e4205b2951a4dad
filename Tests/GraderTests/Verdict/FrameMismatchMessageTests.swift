import Grader
import LayoutReport
import Testing

@Suite("Frame mismatch explanations")
struct FrameMismatchMessageTests {
  private let expected = Fixture.rect(20, 40, 100, 50)

  private func message(_ actual: ReportRect) throws -> String {
    let verdict = try Fixture.verdict(expected: expected, actual: actual)
    #expect(verdict.diagnostics.count == 1)
    let diagnostic = try #require(verdict.diagnostics.first)
    #expect(diagnostic.kind == .frameMismatch)
    #expect(diagnostic.device == "iphone-x")
    #expect(diagnostic.view == "redView")
    return diagnostic.message
  }

  @Test("both horizontal edges moved alike: the view is shifted")
  func shiftedRight() throws {
    #expect(
      try message(Fixture.rect(36, 40, 100, 50))
        == "`redView` is shifted 16 pt to the right on iphone-x (expected x = 20, got 36).")
  }

  @Test("both vertical edges moved alike: shifted up")
  func shiftedUp() throws {
    #expect(
      try message(Fixture.rect(20, 32, 100, 50))
        == "`redView` is shifted 8 pt up on iphone-x (expected y = 40, got 32).")
  }

  @Test("shifted on both axes is one sentence")
  func shiftedDiagonally() throws {
    #expect(
      try message(Fixture.rect(36, 48, 100, 50))
        == "`redView` is shifted 16 pt to the right and 8 pt down on iphone-x"
        + " (expected x = 20, y = 40; got x = 36, y = 48).")
  }

  @Test("only the trailing edge moved: too wide")
  func trailingEdge() throws {
    #expect(
      try message(Fixture.rect(20, 40, 116, 50))
        == "`redView`'s trailing edge is 16 pt too far right on iphone-x (expected maxX = 120, got 136),"
        + " which makes it 16 pt too wide (expected width = 100, got 116).")
  }

  @Test("only the leading edge moved: too narrow")
  func leadingEdge() throws {
    #expect(
      try message(Fixture.rect(36, 40, 84, 50))
        == "`redView`'s leading edge is 16 pt too far right on iphone-x (expected x = 20, got 36),"
        + " which makes it 16 pt too narrow (expected width = 100, got 84).")
  }

  @Test("both edges moved by different amounts")
  func bothEdges() throws {
    #expect(
      try message(Fixture.rect(16, 40, 114, 50))
        == "`redView`'s leading edge is 4 pt too far left and its trailing edge is 10 pt too far right"
        + " on iphone-x, which makes it 14 pt too wide (expected x = 20, width = 100; got x = 16, width = 114)."
    )
  }

  @Test("only the bottom edge moved up: too short")
  func bottomEdge() throws {
    #expect(
      try message(Fixture.rect(20, 40, 100, 20))
        == "`redView`'s bottom edge is 30 pt too far up on iphone-x (expected maxY = 90, got 60),"
        + " which makes it 30 pt too short (expected height = 50, got 20).")
  }

  @Test("the top edge moved down alone: too short")
  func topEdge() throws {
    #expect(
      try message(Fixture.rect(20, 50, 100, 40))
        == "`redView`'s top edge is 10 pt too far down on iphone-x (expected y = 40, got 50),"
        + " which makes it 10 pt too short (expected height = 50, got 40).")
  }

  @Test("a shift on one axis and a size change on the other are two sentences")
  func mixed() throws {
    #expect(
      try message(Fixture.rect(12, 40, 100, 70))
        == "`redView` is shifted 8 pt to the left on iphone-x (expected x = 20, got 12)."
        + " `redView`'s bottom edge is 20 pt too far down on iphone-x (expected maxY = 90, got 110),"
        + " which makes it 20 pt too tall (expected height = 50, got 70).")
  }

  @Test("a one-pixel error on @3x is said in hundredths of a point")
  func onePixel() throws {
    #expect(
      try message(Fixture.rect(20 + 1.0 / 3, 40, 100, 50))
        == "`redView` is shifted 0.33 pt to the right on iphone-x (expected x = 20, got 20.33).")
  }

  @Test("with several snapshots the message names the snapshot")
  func snapshotNamed() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("redView", expected)]),
          Snapshot(
            name: "after-skip", time: 0.25,
            views: [Fixture.view("redView", Fixture.rect(20, 140, 100, 50))]),
        ])
    ])
    let frames = try Fixture.expected([
      ("iphone-x", "initial", "redView", expected),
      ("iphone-x", "after-skip@0.25", "redView", expected),
    ])
    let verdict = Verdict(grading: report, against: frames)
    #expect(
      verdict.diagnostics.map(\.message) == [
        "`redView` is shifted 100 pt down on iphone-x in snapshot after-skip@0.25"
          + " (expected y = 40, got 140)."
      ])
  }

  @Test("the same difference on every device is one explanation naming them all")
  func perDevice() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-se", scale: 2,
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("redView", Fixture.rect(36, 40, 100, 50))])
        ]),
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("redView", Fixture.rect(36, 40, 100, 50))])
        ]),
    ])
    let frames = try Fixture.expected([
      ("iphone-se", "initial", "redView", expected), ("iphone-x", "initial", "redView", expected),
    ])
    let verdict = Verdict(grading: report, against: frames)
    #expect(
      verdict.diagnostics.map(\.message) == [
        "`redView` is shifted 16 pt to the right on every device (expected x = 20, got 36)."
      ])
    #expect(verdict.diagnostics.map(\.device) == ["iphone-se"])
    #expect(verdict.diagnostics.map(\.devices) == [["iphone-se", "iphone-x"]])
  }
}
