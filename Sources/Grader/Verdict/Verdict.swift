import Devices
import LayoutReport

/// The grader's judgement of one program: a status, a score, the frame checks and the
/// explanations, most useful first.
public struct Verdict: Sendable, Hashable {
  /// How grading ended.
  public enum Status: String, Sendable, Hashable, CaseIterable {
    /// Every frame matches and nothing blocking was logged.
    case passed
    /// The program ran, but a frame differs or the layout has a blocking problem.
    case failed
    /// The learner's file does not compile.
    case compileError = "compile-error"
    /// The program crashed, broke a limit other than time, or wrote no readable report.
    case runtimeError = "runtime-error"
    /// The program ran too long.
    case timeout
  }

  /// How grading ended.
  public var status: Status
  /// The fraction of checks that passed, from 0 to 1; 0 when there are no checks.
  public var score: Double
  /// One check per expected frame, in the exercise's order; empty unless the program ran.
  public var checks: [Check]
  /// The explanations, in the order `Diagnostic.Kind` documents.
  public var diagnostics: [Diagnostic]

  /// Creates a verdict from its parts.
  public init(status: Status, score: Double, checks: [Check], diagnostics: [Diagnostic]) {
    self.status = status
    self.score = score
    self.checks = checks
    self.diagnostics = diagnostics
  }

  /// Grades a program that ran and wrote a report.
  ///
  /// The status is `passed` when every check is ok and no diagnostic is blocking (see
  /// `Diagnostic.Kind.isBlocking`: unsatisfiable or ambiguous layouts, exceptions and VFL errors
  /// fail a program even when its frames happen to match); otherwise `failed`. The score is the
  /// fraction of checks that passed. A broken rule or callback bound of `rules` is blocking.
  ///
  /// `devices` is the device table the program ran with: its safe areas and root margins let
  /// the explanations name a misconception (`MismatchCause`); without it those rules that need
  /// them say nothing. `learnerFile` (its path as the report names it, and its text) lets them
  /// name the line that set a frame. `placedByFrameByDesign` names the views the exercise's
  /// solution also places by their frames: their autoresizing mask is never said to be the
  /// mistake.
  public init(
    grading report: LayoutReport, against expected: ExpectedFrames, rules: ExerciseRules = .none,
    devices: DeviceTable? = nil, learnerFile: (path: String, text: String)? = nil,
    placedByFrameByDesign: Set<String> = []
  ) {
    let checks = FrameComparison.compare(expected: expected, report: report)
    let diagnostics = VerdictExplainer(
      expected: expected, report: report, checks: checks, rules: rules, devices: devices,
      learnerFile: learnerFile, placedByFrameByDesign: placedByFrameByDesign
    ).diagnostics()
    let passedCount = checks.filter(\.ok).count
    let passed = passedCount == checks.count && !diagnostics.contains { $0.kind.isBlocking }
    self.init(
      status: passed ? .passed : .failed,
      score: checks.isEmpty ? 0 : Double(passedCount) / Double(checks.count),
      checks: checks, diagnostics: diagnostics)
  }

  /// The verdict for a file that does not compile; `errors` are the compiler's, in its order.
  public static func compileError(_ errors: [Diagnostic]) -> Verdict {
    Verdict(status: .compileError, score: 0, checks: [], diagnostics: errors)
  }

  /// The verdict for a program that crashed or broke a limit other than time.
  ///
  /// - Parameters:
  ///   - message: what happened, in a sentence.
  ///   - file: the learner's file, when the runtime names where it stopped.
  ///   - line: the line there.
  public static func runtimeError(_ message: String, file: String? = nil, line: Int? = nil)
    -> Verdict
  {
    Verdict(
      status: .runtimeError, score: 0, checks: [],
      diagnostics: [Diagnostic(kind: .runtimeError, message: message, file: file, line: line)])
  }

  /// The verdict for a program that ran too long.
  public static func timeout(_ message: String) -> Verdict {
    Verdict(
      status: .timeout, score: 0, checks: [],
      diagnostics: [Diagnostic(kind: .timeout, message: message)])
  }

  /// The verdict for a program whose report could not be read (a runtime error).
  public static func unreadableReport(_ error: LayoutReportError) -> Verdict {
    Verdict(
      status: .runtimeError, score: 0, checks: [],
      diagnostics: [
        Diagnostic(
          kind: .invalidReport, message: "The program's layout report could not be read: \(error)")
      ])
  }

  /// The number of checks that passed.
  public var passedCount: Int { checks.filter(\.ok).count }
}
