/// A learner's Swift file as the grader receives it.
public struct LearnerFile: Sendable, Hashable {
  /// The path diagnostics show (as the learner named the file).
  public var path: String
  /// The file's bytes.
  public var contents: [UInt8]

  /// Creates a learner file.
  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }

  /// The contents as text (invalid UTF-8 replaced, which the compiler then reports).
  public var text: String { String(decoding: contents, as: UTF8.self) }
}

/// An exercise as the grader needs it: what to run and what to expect.
public struct GradingExercise: Sendable, Hashable {
  /// The exercise id (`04-visual-format/02-top-row`).
  public var id: String
  /// What the harness hosts, runs and records.
  public var harness: HarnessSpec
  /// The frames the exercise expects.
  public var expected: ExpectedFrames
  /// Identifies the exercise's files (their content hash): part of the verdict cache key.
  public var contentKey: String
  /// What the layout must do beyond its frames: rules and callback bounds.
  public var rules: ExerciseRules
  /// The reference solution, whose constraints a failed verdict compares the learner's with to
  /// name the one written differently (`ReferenceDifference`); nil to compare nothing.
  public var reference: LearnerFile?

  /// Creates an exercise.
  public init(
    id: String, harness: HarnessSpec, expected: ExpectedFrames, contentKey: String,
    rules: ExerciseRules = .none, reference: LearnerFile? = nil
  ) {
    self.reference = reference
    self.id = id
    self.harness = harness
    self.expected = expected
    self.contentKey = contentKey
    self.rules = rules
  }
}
