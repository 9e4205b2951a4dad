import Foundation

/// Where reviewed exercises are redone: `<home>/review/<module>/<exercise>.swift`, apart from
/// the working copies so a review never touches the learner's solved file.
struct ReviewFolder {
  /// The workspace folder.
  let home: URL

  /// The folder: `<home>/review`.
  var directory: URL { home.appendingPathComponent("review", isDirectory: true) }

  /// The review copy of exercise `id` (`<module>/<exercise>`).
  func url(forExerciseID id: String) -> URL {
    var url = directory
    let parts = id.split(separator: "/").map(String.init)
    for part in parts.dropLast() { url.appendPathComponent(part, isDirectory: true) }
    return url.appendingPathComponent((parts.last ?? id) + ".swift")
  }

  /// Writes `starter` as the review copy of `id`, replacing an older one unless `keepExisting`.
  /// - Returns: the review copy.
  @discardableResult
  func write(starter: String, forExerciseID id: String, keepExisting: Bool = false) throws -> URL {
    let url = url(forExerciseID: id)
    if keepExisting, FileManager.default.fileExists(atPath: url.path) { return url }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(starter.utf8).write(to: url, options: .atomic)
    return url
  }
}
