import Grader
import LayoutReport
import Testing

@Suite("Verdict as text")
struct VerdictTextTests {
  private let file = Fixture.file

  @Test("a failed verdict: headline, diagnostics with locations, then the frames")
  func failed() throws {
    let title = Fixture.rect(16, 20, 288, 44)
    let skip = Fixture.rect(16, 80, 288, 44)
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-se", scale: 2,
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              Fixture.view("titleLabel", title),
              Fixture.view("skipButton", Fixture.rect(16, 88, 288, 44)),
            ])
        ],
        inactive: [
          ConstraintRecord(
            description: "<NSLayoutConstraint:0x1 UIButton:0x2.top == UILabel:0x3.bottom + 16>",
            file: file,
            line: 18)
        ])
    ])
    let expected = try Fixture.expected([
      ("iphone-se", "initial", "titleLabel", title), ("iphone-se", "initial", "skipButton", skip),
    ])
    let verdict = Verdict(grading: report, against: expected)
    let lines = VerdictText.lines(for: verdict, exercise: "01-basics/01-first")
    #expect(
      lines == [
        .init(.failedTitle, "01-basics/01-first: failed (1 of 2 frames match)"),
        .init(.blank, ""),
        .init(
          .note,
          "\(file):18: The constraint made at \(file):18 is never activated:"
            + " <NSLayoutConstraint:0x1 UIButton:0x2.top == UILabel:0x3.bottom + 16>."
            + " Set its `isActive` to true or pass it to `NSLayoutConstraint.activate(_:)`."),
        .init(
          .problem, "`skipButton` is shifted 8 pt down on iphone-se (expected y = 80, got 88)."),
        .init(.blank, ""),
        .init(.heading, "Frames:"),
        .init(.checkPassed, "  ok    iphone-se  initial  titleLabel  [16, 20, 288, 44]"),
        .init(
          .checkFailed,
          "  FAIL  iphone-se  initial  skipButton  expected [16, 80, 288, 44], got [16, 88, 288, 44]"
        ),
      ])
    #expect(
      VerdictText.render(verdict, exercise: "01-basics/01-first")
        == lines.map(\.text).joined(separator: "\n")
    )
  }

  @Test("multi-line diagnostics indent their further lines; a missing frame says so")
  func multiline() throws {
    let frame = Fixture.rect(0, 0, 10, 10)
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x", snapshots: [Snapshot(name: "initial", views: [])],
        errors: [
          ReportedError(
            kind: .vflError, message: "Expected a view \nH:|-[] \n     ^", file: file, line: 31)
        ])
    ])
    let verdict = Verdict(
      grading: report, against: try Fixture.expected([("iphone-x", "initial", "longerName", frame)])
    )
    #expect(
      VerdictText.render(verdict)
        == """
        Failed (0 of 1 frames match)

        \(file):31: The visual format string at \(file):31 could not be parsed:
          Expected a view 
          H:|-[] 
               ^
        Property `longerName` not found.

        Frames:
          FAIL  iphone-x  initial  longerName  expected [0, 0, 10, 10], got no frame
        """)
  }

  @Test("verdicts without frames show only the headline and diagnostics")
  func withoutFrames() {
    let verdict = Verdict.compileError([
      Diagnostic(
        kind: .compileError, message: "cannot find 'redVeiw' in scope", file: file, line: 12)
    ])
    #expect(
      VerdictText.render(verdict, exercise: "01-basics/01-first")
        == "01-basics/01-first: does not compile\n\n\(file):12: cannot find 'redVeiw' in scope")
    #expect(VerdictText.render(Verdict.timeout("too slow")) == "Timed out\n\ntoo slow")
    #expect(
      VerdictText.lines(for: .runtimeError("crash"))[0] == .init(.failedTitle, "Runtime error"))
  }

  @Test("a passing verdict has a passing headline")
  func passed() throws {
    let verdict = try Fixture.verdict(
      expected: Fixture.rect(20, 40, 100, 50), actual: Fixture.rect(20, 40, 100, 50))
    #expect(
      VerdictText.lines(for: verdict) == [
        .init(.passedTitle, "Passed (1 of 1 frames match)"),
        .init(.blank, ""),
        .init(.heading, "Frames:"),
        .init(.checkPassed, "  ok    iphone-x  initial  redView  [20, 40, 100, 50]"),
      ])
  }
}
