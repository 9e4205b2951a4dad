/// What an import changed, by exercise id, in course order.
public struct ImportSummary: Sendable, Equatable {
  /// Exercises the store did not have before.
  public var added: [String] = []
  /// Exercises whose content hash changed, or that came back after being retired.
  public var changed: [String] = []
  /// Exercises that left the course and are now retired (their progress is kept).
  public var retired: [String] = []
  /// How many exercises were already in the store exactly as the course has them.
  public var unchanged = 0
  /// Whether the learner's position named something that left the course and was moved.
  public var movedPosition = false
  /// The course's content hash now stored (see `CourseFingerprint.contentHash(of:)`).
  public var courseHash: String

  /// An empty summary for an import of the course with `courseHash`.
  public init(courseHash: String) {
    self.courseHash = courseHash
  }
}
