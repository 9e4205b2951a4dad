import Foundation
import LayoutReport

/// A graded file as it is kept in the verdict cache: everything `GradeOutcome` holds except the
/// duration, in a private JSON shape (the cache key includes the grader's version, so the shape
/// may change freely).
struct CachedGrade: Codable {
  struct CheckRecord: Codable {
    var device, snapshot, view: String
    var expected: ReportRect
    var actual: ReportRect?
    var tolerance: Double
    var ok: Bool
  }

  struct DiagnosticRecord: Codable {
    var kind, message: String
    var file: String?
    var line: Int?
    var column: Int?
    var device, view: String?
    var devices: [String]?
    var cause: String?
    var diagnosis: String?
  }

  struct RootSize: Codable {
    var device: String
    var size: ReportSize
  }

  var exercise: String
  var status: String
  var score: Double
  var checks: [CheckRecord]
  var diagnostics: [DiagnosticRecord]
  var rootSizes: [RootSize]
  /// Optional so that a record written before it existed still reads.
  var programOutput: [ProgramOutput]?

  init(_ outcome: GradeOutcome) {
    programOutput = outcome.result.programOutput
    let verdict = outcome.result.verdict
    exercise = outcome.result.exercise
    status = verdict.status.rawValue
    score = verdict.score
    checks = verdict.checks.map {
      CheckRecord(
        device: $0.device, snapshot: $0.snapshot, view: $0.view, expected: $0.expected,
        actual: $0.actual, tolerance: $0.tolerance, ok: $0.ok)
    }
    diagnostics = verdict.diagnostics.map {
      DiagnosticRecord(
        kind: $0.kind.rawValue, message: $0.message, file: $0.file, line: $0.line,
        column: $0.column, device: $0.device, view: $0.view, devices: $0.devices,
        cause: $0.cause?.rawValue, diagnosis: $0.diagnosis)
    }
    rootSizes = outcome.rootSizes.keys.sorted().compactMap { device in
      outcome.rootSizes[device].map { RootSize(device: device, size: $0) }
    }
  }

  /// The outcome, with `durationMs` for this answer; nil if the record names an unknown kind.
  func outcome(durationMs: Int) -> GradeOutcome? {
    guard let status = Verdict.Status(rawValue: status) else { return nil }
    var restored: [Diagnostic] = []
    for record in diagnostics {
      guard let kind = Diagnostic.Kind(rawValue: record.kind) else { return nil }
      restored.append(
        Diagnostic(
          kind: kind, message: record.message, file: record.file, line: record.line,
          device: record.device, view: record.view, column: record.column,
          devices: record.devices, cause: record.cause.flatMap(MismatchCause.init(rawValue:)),
          diagnosis: record.diagnosis))
    }
    let verdict = Verdict(
      status: status, score: score,
      checks: checks.map {
        Check(
          device: $0.device, snapshot: $0.snapshot, view: $0.view, expected: $0.expected,
          actual: $0.actual, tolerance: $0.tolerance, ok: $0.ok)
      },
      diagnostics: restored)
    var sizes: [String: ReportSize] = [:]
    for entry in rootSizes { sizes[entry.device] = entry.size }
    return GradeOutcome(
      result: GradeResult(
        exercise: exercise, verdict: verdict, durationMs: durationMs,
        programOutput: programOutput ?? []),
      rootSizes: sizes, isCached: true)
  }

  func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(self))
  }

  static func decode(_ bytes: [UInt8]) -> CachedGrade? {
    try? JSONDecoder().decode(CachedGrade.self, from: Data(bytes))
  }
}
