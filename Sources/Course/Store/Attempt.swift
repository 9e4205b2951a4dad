import Foundation

/// How grading an attempt ended; the raw values are the grader's verdict words.
public enum AttemptStatus: String, Sendable, Hashable, CaseIterable, Codable {
  /// Every frame matched.
  case passed
  /// The program ran, but the layout is wrong.
  case failed
  /// The learner's file did not compile.
  case compileError = "compile-error"
  /// The program crashed or broke a limit.
  case runtimeError = "runtime-error"
  /// The program ran too long.
  case timeout
}

/// One graded attempt at an exercise, as the grader reports it, before it is stored.
public struct AttemptRecord: Sendable, Equatable {
  /// The exercise graded.
  public var exerciseID: String
  /// When the attempt was graded.
  public var at: Date
  /// A hash of the graded source file, to tell versions of the learner's file apart.
  public var sourceHash: String
  /// How grading ended.
  public var status: AttemptStatus
  /// The fraction of checks that passed, from 0 to 1.
  public var score: Double
  /// How long grading took, in milliseconds.
  public var durationMs: Int
  /// The grader's full result as JSON, if it is to be kept.
  public var reportJSON: String?
  /// The device references the attempt was graded on (`iphone-x:landscape`), or nil for every
  /// device the exercise lists (attempts recorded before devices were, and callers that do not
  /// say).
  public var devices: [String]?
  /// How the attempt came (a save, the grade key, a command, a review, `check`), or nil for
  /// attempts recorded before the store kept it.
  public var origin: AttemptOrigin?
  /// Whether the graded file is not the exercise's own (no `// exercise:` line and outside the
  /// workspace, or not a `.swift` file): it was recorded as the exercise only because
  /// `--exercise` named it.
  public var isForeignFile: Bool

  /// Creates an attempt record.
  public init(
    exerciseID: String, at: Date, sourceHash: String, status: AttemptStatus, score: Double,
    durationMs: Int, reportJSON: String? = nil, devices: [String]? = nil,
    origin: AttemptOrigin? = nil, isForeignFile: Bool = false
  ) {
    self.exerciseID = exerciseID
    self.at = at
    self.sourceHash = sourceHash
    self.status = status
    self.score = score
    self.durationMs = durationMs
    self.reportJSON = reportJSON
    self.devices = devices
    self.origin = origin
    self.isForeignFile = isForeignFile
  }

  /// Why the record cannot be stored, or nil when it can.
  var problem: String? {
    if !score.isFinite || score < 0 || score > 1 {
      return "the score must be between 0 and 1, got \(score)"
    }
    if durationMs < 0 {
      return "the duration must not be negative, got \(durationMs) ms"
    }
    return nil
  }
}

/// An attempt as stored, with the id the store gave it.
public struct Attempt: Sendable, Equatable, Identifiable {
  /// The store's id for the attempt; later attempts have larger ids.
  public var id: Int64
  /// What was recorded.
  public var record: AttemptRecord

  /// Creates a stored attempt.
  public init(id: Int64, record: AttemptRecord) {
    self.id = id
    self.record = record
  }
}
