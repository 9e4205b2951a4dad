import Course
import Grader

/// What grading a submission gave: the verdict, and the attempt the store recorded for exactly
/// the bytes graded.
public struct GradedSubmission: Sendable {
  /// The exercise the file was graded as.
  public var exerciseID: String
  /// The verdict, the devices' root sizes, and whether it came from the verdict cache.
  public var outcome: GradeOutcome
  /// The attempt recorded; nil when the verdict came from the cache (the same bytes were
  /// graded and recorded before) or recording failed.
  public var attempt: Attempt?
  /// Why the attempt could not be recorded, when it could not; the verdict stands.
  public var recordingProblem: String?

  init(exerciseID: String, outcome: GradeOutcome) {
    self.exerciseID = exerciseID
    self.outcome = outcome
  }

  /// The verdict.
  public var verdict: Verdict { outcome.result.verdict }
  /// Whether the file passed.
  public var passed: Bool { verdict.status == .passed }
}

extension AttemptStatus {
  /// The status an attempt with this verdict is recorded with.
  init(_ status: Verdict.Status) {
    switch status {
    case .passed: self = .passed
    case .failed: self = .failed
    case .compileError: self = .compileError
    case .runtimeError: self = .runtimeError
    case .timeout: self = .timeout
    }
  }
}
