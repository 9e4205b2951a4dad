import Foundation
import Grader

/// One graded attempt, as the command line hands it to whatever keeps the learner's history.
public struct GradedAttempt: Sendable, Hashable {
  /// The exercise id.
  public var exerciseID: String
  /// The file that was graded, as given on the command line.
  public var file: String
  /// The verdict, score and duration.
  public var result: GradeResult
  /// Whether the verdict came from the cache (the file had not changed).
  public var isCached: Bool
  /// When the attempt was graded (the real clock, or `--now`).
  public var date: Date

  /// Creates an attempt record.
  public init(exerciseID: String, file: String, result: GradeResult, isCached: Bool, date: Date) {
    self.exerciseID = exerciseID
    self.file = file
    self.result = result
    self.isCached = isCached
    self.date = date
  }

  /// Whether the file passed.
  public var passed: Bool { result.verdict.status == .passed }
}

/// Where `layoutlings grade` reports each verdict: the course store records attempts through
/// this; without a store nothing is recorded.
public protocol AttemptRecorder {
  /// Records one graded attempt. A thrown error is shown as a warning; the verdict stands.
  func recordAttempt(_ attempt: GradedAttempt) throws
}

/// Records nothing: the recorder used when no course store is wired in.
public struct NoAttemptRecorder: AttemptRecorder {
  /// Creates the recorder.
  public init() {}

  /// Does nothing.
  public func recordAttempt(_ attempt: GradedAttempt) throws {}
}
