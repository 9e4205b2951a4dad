import Foundation
import LayoutReport
import Testing

@testable import Grader

/// The pieces of the pipeline that need no compiler: where a crash happened, the cache record,
/// file names in reports, and crashes UIKit would have had.
@Suite struct PipelinePartsTests {
  @Test func runtimeErrorPlaceIsReadFromSwiftsMessage() {
    let stderr = """
      💣 Program crashed: something
      Learner/02-button.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value
      """
    let place = RuntimeErrorPlace(standardError: stderr, learnerFileName: "02-button.swift")
    #expect(place?.line == 12)
    #expect(place?.text == "Learner/02-button.swift:12")
    #expect(RuntimeErrorPlace(standardError: stderr, learnerFileName: "Other.swift") == nil)
    #expect(
      RuntimeErrorPlace(
        standardError: "Swift/Array.swift:418: Fatal error: Index out of range",
        learnerFileName: "Array.swift") != nil)
  }

  static let report = LayoutReport(results: [
    DeviceResult(
      device: "iphone-x", orientation: .portrait, size: ReportSize(width: 375, height: 812),
      scale: 3,
      snapshots: [
        Snapshot(
          name: "initial",
          views: [
            ViewRecord(
              path: "box", className: "UIView",
              frame: ReportRect(x: 0, y: 0, width: 10, height: 10),
              frameInRoot: ReportRect(x: 0, y: 0, width: 10, height: 10))
          ])
      ],
      log: [
        LogEntry(
          kind: .unsatisfiable, text: "…",
          constraints: [ConstraintRecord(description: "c", file: "Exercise.swift", line: 4)],
          file: "Exercise.swift", line: 4)
      ],
      errors: [
        ReportedError(
          kind: .exception, message: "NSGenericException: Unable to activate…",
          file: "Exercise.swift",
          line: 7)
      ],
      inactiveConstraints: [ConstraintRecord(description: "d", file: "Other.swift", line: 2)])
  ])

  @Test func reportsNameTheLearnersPath() {
    let rewritten = ReportFiles.rewrite(Self.report, from: "Exercise.swift", to: "work/mine.swift")
    let result = rewritten.results[0]
    #expect(result.log[0].file == "work/mine.swift")
    #expect(result.log[0].constraints[0].file == "work/mine.swift")
    #expect(result.errors[0].file == "work/mine.swift")
    #expect(result.inactiveConstraints[0].file == "Other.swift")
  }

  @Test func whatWouldCrashOnIOSIsARuntimeError() throws {
    let expected = try ExpectedFrames(entries: [
      ExpectedFrames.Entry(
        device: "iphone-x", snapshot: "initial", view: "box",
        frame: ReportRect(x: 0, y: 0, width: 10, height: 10))
    ])
    let verdict = Verdict.crashAware(grading: Self.report, against: expected)
    #expect(verdict.status == .runtimeError)
    #expect(verdict.score == 0)
    #expect(verdict.checks.map(\.ok) == [true])
    #expect(verdict.diagnostics.first?.kind == .exception)
    #expect(verdict.diagnostics.first?.line == 7)
  }

  @Test func cachedGradesReadBackAsTheyWere() throws {
    let verdict = Verdict(
      status: .failed, score: 0.5,
      checks: [
        Check(
          device: "iphone-x", snapshot: "initial", view: "box",
          expected: ReportRect(x: 0, y: 0, width: 10, height: 10),
          actual: ReportRect(x: 1, y: 0, width: 10, height: 10), tolerance: 1.0 / 6, ok: false),
        Check(
          device: "iphone-x", snapshot: "initial", view: "gone",
          expected: ReportRect(x: 0, y: 0, width: 5, height: 5), actual: nil, tolerance: 1.0 / 6,
          ok: false),
      ],
      diagnostics: [
        Diagnostic(
          kind: .missingView, message: "`gone` is nil.", file: nil, line: nil, device: "iphone-x",
          view: "gone"),
        Diagnostic(kind: .inactiveConstraint, message: "never", file: "a.swift", line: 3),
      ])
    let outcome = GradeOutcome(
      result: GradeResult(exercise: "01-a/01-b", verdict: verdict, durationMs: 900),
      rootSizes: ["iphone-x": ReportSize(width: 375, height: 812)], isCached: false)
    let bytes = try CachedGrade(outcome).encoded()
    let restored = try #require(CachedGrade.decode(bytes)?.outcome(durationMs: 3))
    #expect(restored.result.verdict == verdict)
    #expect(restored.result.exercise == "01-a/01-b")
    #expect(restored.result.durationMs == 3)
    #expect(restored.rootSizes == outcome.rootSizes)
    #expect(restored.isCached)
  }
}
