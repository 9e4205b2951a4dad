import Grader
import LayoutReport
import Terminal
import Testing

@testable import LayoutlingsCLI

/// The text `grade` and `frames` print.
@Suite struct PrintersTests {
  static func check(_ device: String, _ view: String, actualX: Double, ok: Bool) -> Check {
    Check(
      device: device, snapshot: "initial", view: view,
      expected: ReportRect(x: 10, y: 10, width: 100, height: 50),
      actual: ReportRect(x: actualX, y: 10, width: 100, height: 50), tolerance: 0.25, ok: ok)
  }

  @Test func theVerdictDrawsTheFirstFailingDevice() {
    let verdict = Verdict(
      status: .failed, score: 0.75,
      checks: [
        Self.check("iphone-x", "box", actualX: 10, ok: true),
        Self.check("iphone-se", "box", actualX: 10, ok: true),
        Self.check("iphone-se", "bar", actualX: 30, ok: false),
        Self.check("ipad-pro-11", "bar", actualX: 40, ok: false),
      ],
      diagnostics: [
        Diagnostic(kind: .frameMismatch, message: "`bar` is shifted 20 pt to the right.")
      ])
    let outcome = GradeOutcome(
      result: GradeResult(exercise: "01-a/01-b", verdict: verdict, durationMs: 5),
      rootSizes: ["iphone-se": ReportSize(width: 375, height: 667)], isCached: false)
    let lines = VerdictPrinter(styler: .plain, width: 80).text(for: outcome)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "01-a/01-b: failed (2 of 4 frames match)")
    #expect(lines.contains("`bar` is shifted 20 pt to the right."))
    #expect(lines.contains("On iphone-se:"))
    #expect(!lines.contains("On ipad-pro-11:"))
    #expect(lines.last == "frames that differ: bar")
    #expect(!lines.joined().contains("\u{1B}["))
  }

  @Test func colourIsUsedOnlyWhenTheStylerIsOn() {
    let verdict = Verdict(status: .passed, score: 1, checks: [], diagnostics: [])
    let outcome = GradeOutcome(
      result: GradeResult(exercise: "01-a/01-b", verdict: verdict, durationMs: 5), rootSizes: [:],
      isCached: true)
    #expect(VerdictPrinter(styler: .ansi, width: 80).text(for: outcome).hasPrefix("\u{1B}["))
    #expect(
      VerdictPrinter(styler: .plain, width: 80).text(for: outcome)
        == "01-a/01-b: passed (0 of 0 frames match)")
  }

  @Test func framesAreATablePerDevice() {
    let report = LayoutReport(results: [
      DeviceResult(
        device: "iphone-x", orientation: .landscape, size: ReportSize(width: 812, height: 375),
        scale: 3,
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              ViewRecord(
                path: "view", className: "UIView",
                frame: ReportRect(x: 0, y: 0, width: 812, height: 375),
                frameInRoot: ReportRect(x: 0, y: 0, width: 812, height: 375)),
              ViewRecord(
                path: "card.titleLabel", className: "UILabel",
                frame: ReportRect(x: 1, y: 2, width: 3, height: 4),
                frameInRoot: ReportRect(x: 20.5, y: 100.0 / 3, width: 100, height: 24), hidden: true
              ),
            ])
        ])
    ])
    let lines = FramesPrinter(styler: .plain).text(for: report).split(separator: "\n").map(
      String.init)
    #expect(lines[0] == "iphone-x:landscape (812 × 375 pt, @3x)")
    #expect(lines[1] == "view             class       x      y  width  height  note")
    #expect(lines[3] == "view             UIView      0      0    812     375")
    #expect(lines[4] == "card.titleLabel  UILabel  20.5  33.33    100      24  hidden")
  }
}
