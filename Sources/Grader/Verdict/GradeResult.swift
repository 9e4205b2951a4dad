import Foundation
import LayoutReport

/// What `layoutlings grade FILE --json` prints: a verdict with the exercise it is for and how
/// long grading took.
public struct GradeResult: Sendable, Hashable {
  /// The exercise id, such as `04-visual-format/02-top-row`.
  public var exercise: String
  /// The verdict.
  public var verdict: Verdict
  /// Milliseconds from the start of grading to the verdict.
  public var durationMs: Int
  /// What the program printed, per device (empty when it printed nothing or did not run).
  public var programOutput: [ProgramOutput]

  /// Creates a grade result.
  public init(
    exercise: String, verdict: Verdict, durationMs: Int, programOutput: [ProgramOutput] = []
  ) {
    self.exercise = exercise
    self.verdict = verdict
    self.durationMs = durationMs
    self.programOutput = programOutput
  }

  /// The contract's JSON:
  ///
  /// ```
  /// {"exercise","status","score",
  ///  "checks":[{"device","snapshot","view","expected":[x,y,w,h]|null,"actual":[x,y,w,h]|null,"ok"}],
  ///  "diagnostics":[{"kind","message","file","line","column","devices","cause","diagnosis"}],
  ///  "durationMs","programOutput"}
  /// ```
  ///
  /// `column` is set for compiler warnings (kind `warning`), whose message is the compiler's
  /// text; it is `null` for every other kind. `devices` lists every device a diagnostic happened
  /// on (one diagnostic says a cause once for all of them); `cause` names the misconception
  /// behind a `frame-mismatch` (`MismatchCause`'s raw values), `null` when none was recognised.
  /// `diagnosis` (added later too) is, for a diagnostic that quotes UIKit's console log (kinds
  /// `unsatisfiable-constraints` and `log-message`), the one line the screens show before the
  /// folded log; `message` still holds the whole text, log included; `null` for the others.
  /// `programOutput` (added after the first version of the contract) is
  /// `[{"device","text","truncated"}]`: what the program printed on each device, `device` `null`
  /// for output before the first, devices that printed nothing left out.
  ///
  /// Every key is always present; an absent value is `null`. Keys are sorted so the bytes are
  /// deterministic.
  ///
  /// - Throws: `EncodingError` only for a non-finite number, which validated reports and
  ///   expected frames cannot contain.
  ///
  /// `members` are string members a caller adds to the document (`grade --json` adds
  /// `suggestedRating`), sorted in with the others; nil is written `null`.
  public func jsonData(prettyPrinted: Bool = false, adding members: [String: String?] = [:])
    throws -> Data
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(GradeDocument(result: self, members: members))
  }
}

private struct GradeDocument: Encodable {
  let result: GradeResult
  let members: [String: String?]

  /// The document's own keys and any a caller adds, in one container.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
  }

  /// The keys the document always has: a caller cannot replace one.
  static let ownKeys: Set<String> = [
    "exercise", "status", "score", "checks", "diagnostics", "durationMs", "programOutput",
  ]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(result.exercise, forKey: Key("exercise"))
    try container.encode(result.verdict.status.rawValue, forKey: Key("status"))
    try container.encode(result.verdict.score, forKey: Key("score"))
    try container.encode(result.verdict.checks.map(CheckDocument.init), forKey: Key("checks"))
    try container.encode(
      result.verdict.diagnostics.map(DiagnosticDocument.init), forKey: Key("diagnostics"))
    try container.encode(result.durationMs, forKey: Key("durationMs"))
    try container.encode(
      result.programOutput.map(OutputDocument.init), forKey: Key("programOutput"))
    for (name, value) in members where !Self.ownKeys.contains(name) {
      try container.encode(value, forKey: Key(name))
    }
  }
}

private struct OutputDocument: Encodable {
  let output: ProgramOutput

  private enum Keys: String, CodingKey {
    case device, text, truncated
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(output.device, forKey: .device)
    try container.encode(output.text, forKey: .text)
    try container.encode(output.truncated, forKey: .truncated)
  }
}

private struct CheckDocument: Encodable {
  let check: Check

  private enum Keys: String, CodingKey {
    case device, snapshot, view, expected, actual, ok
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(check.device, forKey: .device)
    try container.encode(check.snapshot, forKey: .snapshot)
    try container.encode(check.view, forKey: .view)
    try container.encode(numbers(check.expected), forKey: .expected)
    try container.encode(check.actual.map(numbers), forKey: .actual)
    try container.encode(check.ok, forKey: .ok)
  }

  /// `[x, y, width, height]`, with `-0` written as `0`.
  private func numbers(_ rect: ReportRect) -> [Double] {
    rect.values.map { $0 + 0 }
  }
}

private struct DiagnosticDocument: Encodable {
  let diagnostic: Diagnostic

  private enum Keys: String, CodingKey {
    case kind, message, file, line, column, devices, cause, diagnosis
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(diagnostic.kind.rawValue, forKey: .kind)
    try container.encode(diagnostic.message, forKey: .message)
    try container.encode(diagnostic.file, forKey: .file)
    try container.encode(diagnostic.line, forKey: .line)
    try container.encode(diagnostic.column, forKey: .column)
    try container.encode(diagnostic.devices, forKey: .devices)
    try container.encode(diagnostic.cause?.rawValue, forKey: .cause)
    try container.encode(diagnostic.diagnosis, forKey: .diagnosis)
  }
}
