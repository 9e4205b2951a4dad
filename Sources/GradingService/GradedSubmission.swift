import Course
import Grader

/// What grading a submission gave: the verdict, and the attempt the store recorded for exactly
/// the bytes graded.
public struct GradedSubmission: Sendable {
  /// The exercise the file was graded as.
  public var exerciseID: String
  /// The verdict, the devices' root sizes, and whether it came from the verdict cache.
  public var outcome: GradeOutcome
  /// The attempt recorded; nil when none was: the grade was not the learner's (a picture), the
  /// bytes were the starter or recorded before, the file is not the exercise's own, or
  /// recording failed.
  public var attempt: Attempt?
  /// Why nothing was recorded, when it is worth saying: the file is not the exercise's own, or
  /// it is the untouched starter.
  public var notRecordedReason: NotRecorded?
  /// Why the attempt could not be recorded, when it could not; the verdict stands.
  public var recordingProblem: String?

  /// Why a grade was not recorded, when the learner should be told.
  public enum NotRecorded: Sendable, Equatable {
    /// The file has no `// exercise:` line and is not in the workspace, or is not a `.swift`
    /// file: it is graded, and recorded only with `--exercise`.
    case notTheExercise
    /// The bytes are the exercise's starter, untouched: nothing the learner did.
    case starter
  }

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
