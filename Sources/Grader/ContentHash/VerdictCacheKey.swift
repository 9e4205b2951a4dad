/// The key under which a verdict is cached: it changes whenever anything that could change the
/// verdict changes.
public enum VerdictCacheKey {
  /// One file of an exercise (`exercise.json`, `expected.json`, …) that the verdict depends on.
  public struct ExerciseFile: Sendable {
    /// The file's name within the exercise directory.
    public var name: String
    /// Its bytes.
    public var contents: [UInt8]

    /// Creates an exercise file record.
    public init(name: String, contents: [UInt8]) {
      self.name = name
      self.contents = contents
    }
  }

  /// Hashes the engine version (grader, harness and layout engine together), the exercise id,
  /// the exercise's files (in name order, whatever order they come in) and the learner's file.
  public static func make(
    engineVersion: String, exerciseID: String, exerciseFiles: [ExerciseFile],
    learnerFile: [UInt8]
  ) -> ContentHash {
    var hasher = ContentHasher(domain: "layoutlings.verdict")
    hasher.add("engine", engineVersion)
    hasher.add("exercise", exerciseID)
    let sortedFiles = exerciseFiles.sorted {
      Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8)
    }
    hasher.add("exercise-file-count", String(sortedFiles.count))
    for file in sortedFiles {
      hasher.add("exercise-file-name", file.name)
      hasher.add("exercise-file", bytes: file.contents)
    }
    hasher.add("learner-file", bytes: learnerFile)
    return hasher.finalize()
  }
}
