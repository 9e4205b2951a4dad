import Basics
import Course

/// `layoutlings list --json`: one line of JSON in a stable shape, keys in this order:
///
///     {"modules":[{"id":…,"title":…,"exercises":[{"id":…,"title":…,"status":…,
///       "bestScore":…,"attempts":…,"due":…}]}],"passed":…,"total":…,"workspace":…}
///
/// `status` is `not-started`, `attempted` or `passed`; `bestScore` a number from 0 to 1, or
/// `null` before the first attempt; `attempts` the number of graded attempts; `due` the number of
/// the exercise's review items (the exercise and its cards) due now; `passed` and `total` count
/// exercises over the whole course; `workspace` the workspace folder the progress is in (added
/// last, so the keys before it keep their order), when the caller names it.
enum ListJSON {
  static func text(_ progress: CourseProgress, workspace: String? = nil) -> String {
    let modules = progress.modules.map { module in
      let exercises = module.exercises.map { exercise in
        JSONText.object([
          ("id", JSONText.string(exercise.id)), ("title", JSONText.string(exercise.title)),
          ("status", JSONText.string(exercise.status.rawValue)),
          ("bestScore", exercise.bestScore.map(JSONText.number) ?? "null"),
          ("attempts", String(exercise.attempts)), ("due", String(exercise.dueReviews)),
        ])
      }
      return JSONText.object([
        ("id", JSONText.string(module.id)), ("title", JSONText.string(module.title)),
        ("exercises", "[" + exercises.joined(separator: ",") + "]"),
      ])
    }
    return JSONText.object(
      [
        ("modules", "[" + modules.joined(separator: ",") + "]"),
        ("passed", String(progress.passed)), ("total", String(progress.total)),
      ] + (workspace.map { [("workspace", JSONText.string($0))] } ?? []))
  }
}
