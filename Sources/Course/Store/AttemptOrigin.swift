/// How a graded attempt came: what the learner did that graded it. The raw values are stored.
///
/// Only what the learner did to have their bytes judged is an attempt: a picture, a comparison
/// or `frames`/`show` grade or run the file without recording anything.
public enum AttemptOrigin: String, Sendable, Hashable, CaseIterable, Codable {
  /// A save of the file in focus, seen by the course's or watch mode's watcher (or the editor
  /// closing after a change).
  case save
  /// The grade key (`g`) on a screen.
  case key
  /// `layoutlings grade`.
  case command
  /// A review's regrade of its review copy.
  case review
  /// `layoutlings check`, regrading every working copy.
  case check
}
