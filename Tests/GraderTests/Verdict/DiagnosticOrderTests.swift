import Grader
import LayoutReport
import Testing

@Suite("Diagnostic order")
struct DiagnosticOrderTests {
  @Test("kinds are shown in the documented order, whatever order they were found in")
  func order() throws {
    let file = Fixture.file
    let frame = Fixture.rect(0, 0, 10, 10)
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              Fixture.view("off", Fixture.rect(5, 0, 10, 10)),
              Fixture.view("vague", frame, ambiguous: true),
              Fixture.view("translating", frame, translates: true),
            ],
            missing: [MissingView(path: "gone", reason: .notInHierarchy)])
        ],
        log: [
          LogEntry(kind: .message, text: "note"),
          LogEntry(
            kind: .unsatisfiable, text: "conflict",
            constraints: [
              ConstraintRecord(description: "a", file: file, line: 3, broken: true),
              ConstraintRecord(description: "b", origin: .autoresizing, views: ["translating"]),
            ]),
          LogEntry(kind: .exception, text: "boom", file: file, line: 4),
          LogEntry(kind: .vflError, text: "caret", file: file, line: 5),
        ],
        errors: [ReportedError(kind: .harness, message: "step failed")],
        inactive: [ConstraintRecord(description: "c", file: file, line: 6)])
    ])
    let expected = try Fixture.expected(
      ["off", "vague", "translating", "gone"].map { ("iphone-x", "initial", $0, frame) })
    let verdict = Verdict(grading: report, against: expected)
    #expect(
      verdict.diagnostics.map(\.kind) == [
        .harnessError, .vflError, .exception, .missingView, .autoresizingMask,
        .unsatisfiableConstraints, .ambiguousLayout, .inactiveConstraint, .frameMismatch,
        .logMessage,
      ])
    #expect(verdict.status == .failed)
    #expect(verdict.score == 0.5)
  }

  @Test("the order of the kinds, written out")
  func documentedOrder() {
    #expect(
      Diagnostic.Kind.allCases.map(\.rawValue) == [
        "compile-error", "runtime-error", "timeout", "invalid-report", "harness-error", "vfl-error",
        "exception", "missing-results", "missing-view", "autoresizing-mask",
        "unsatisfiable-constraints", "ambiguous-layout", "rule", "callback-count",
        "inactive-constraint", "frame-mismatch", "log-message", "warning",
      ])
    #expect(
      Diagnostic.Kind.allCases.filter { !$0.isBlocking } == [
        .inactiveConstraint, .logMessage, .warning,
      ])
  }

  @Test("sorting keeps the found order within a kind")
  func stable() {
    let diagnostics = [
      Diagnostic(kind: .frameMismatch, message: "1"),
      Diagnostic(kind: .vflError, message: "2"),
      Diagnostic(kind: .frameMismatch, message: "3"),
      Diagnostic(kind: .vflError, message: "4"),
      Diagnostic(kind: .compileError, message: "5"),
    ]
    #expect(Diagnostic.ordered(diagnostics).map(\.message) == ["5", "2", "4", "1", "3"])
  }

  @Test("a constraint never activated on a view that is off comes before its ambiguity")
  func inactiveOnAWrongViewFirst() throws {
    let frame = Fixture.rect(0, 0, 10, 10)
    func report(inactiveOn view: String) -> LayoutReport {
      LayoutReport(results: [
        Fixture.device(
          "iphone-x",
          snapshots: [
            Snapshot(
              name: "initial",
              views: [
                Fixture.view("panel", Fixture.rect(0, 0, 0, 0), ambiguous: true),
                Fixture.view("other", frame),
              ])
          ],
          inactive: [
            ConstraintRecord(description: "c", file: Fixture.file, line: 20, views: [view])
          ])
      ])
    }
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "panel", frame), ("iphone-x", "initial", "other", frame),
    ])
    let onPanel = Verdict(grading: report(inactiveOn: "panel"), against: expected)
    #expect(onPanel.diagnostics.map(\.kind).prefix(2) == [.inactiveConstraint, .ambiguousLayout])
    // On a view whose frame is right, it stays a note in its place, after the ambiguity.
    let onOther = Verdict(grading: report(inactiveOn: "other"), against: expected)
    #expect(onOther.diagnostics.map(\.kind).prefix(2) == [.ambiguousLayout, .inactiveConstraint])
  }

  @Test("a constraint the reference has and the program lacks comes before the ambiguity")
  func missingConstraintBeforeAmbiguity() {
    let diagnostics = [
      Diagnostic(kind: .unsatisfiableConstraints, message: "conflict"),
      Diagnostic(kind: .ambiguousLayout, message: "ambiguous"),
      Diagnostic(kind: .frameMismatch, message: "off"),
      Diagnostic(kind: .frameMismatch, message: "missing", cause: .constraintMissing),
      Diagnostic(kind: .frameMismatch, message: "extra", cause: .constraintExtra),
    ]
    #expect(
      Diagnostic.ordered(diagnostics).map(\.message) == [
        "conflict", "missing", "ambiguous", "extra", "off",
      ])
  }
}
