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
        object([
          ("id", string(exercise.id)), ("title", string(exercise.title)),
          ("status", string(exercise.status.rawValue)),
          ("bestScore", exercise.bestScore.map(number) ?? "null"),
          ("attempts", String(exercise.attempts)), ("due", String(exercise.dueReviews)),
        ])
      }
      return object([
        ("id", string(module.id)), ("title", string(module.title)),
        ("exercises", "[" + exercises.joined(separator: ",") + "]"),
      ])
    }
    return object(
      [
        ("modules", "[" + modules.joined(separator: ",") + "]"),
        ("passed", String(progress.passed)), ("total", String(progress.total)),
      ] + (workspace.map { [("workspace", string($0))] } ?? []))
  }

  /// A JSON object of already-encoded members, in their order.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// A finite number in JSON: whole numbers without a fraction (`1`), others as Swift prints
  /// them, which reads back to the same `Double` (`0.5`, `0.6666666666666666`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  /// A JSON string: quotes, backslashes and control characters escaped; everything else as is.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
