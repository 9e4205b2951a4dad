import Course
import Terminal

/// `layoutlings list` for people: the course's progress bar, then each module's bar and its
/// exercises in aligned columns (current exercise marked `>`), then the reviews due.
struct ListText {
  let progress: CourseProgress
  /// The exercise the learner is on, marked in the list.
  let currentExerciseID: String?
  let styler: Styler
  /// The line that names the workspace, last (`WorkspacePlace.line`); nil leaves it out.
  var workspaceLine: String?

  static let barWidth = 20

  func render() -> String {
    var lines: [String] = []
    lines.append(styler.apply(.bold, to: progress.title ?? "Layoutlings"))
    let overall = ProgressBar(
      completed: progress.passed, total: progress.total, width: Self.barWidth)
    lines.append(overall.render(styler: styler) + " exercises passed")
    let rows = progress.modules.flatMap { $0.exercises.map(row) }
    let table = TableFormatter(rows: rows).renderLines(styler: styler)
    var next = table.makeIterator()
    for module in progress.modules {
      lines.append("")
      let bar = ProgressBar(completed: module.passed, total: module.total, width: Self.barWidth)
      lines.append(
        styler.apply(.bold, to: module.title) + " (\(module.id))  " + bar.render(styler: styler))
      for _ in module.exercises {
        if let line = next.next() {
          lines.append(line)
        }
      }
    }
    lines.append("")
    let due = progress.dueReviews.count
    lines.append(due == 0 ? "No reviews due." : "Reviews due: \(due).")
    if let workspaceLine { lines.append(styler.apply(.dim, to: workspaceLine)) }
    return lines.joined(separator: "\n")
  }

  private func row(_ exercise: ExerciseProgress) -> [String] {
    let marker = exercise.id == currentExerciseID ? ">" : " "
    let status: String
    switch exercise.status {
    case .passed: status = styler.apply(.color(.green), to: "passed")
    case .attempted: status = styler.apply(.color(.yellow), to: "attempted")
    case .notStarted: status = styler.apply(.dim, to: "not started")
    }
    let best = exercise.bestScore.map { "best \(Self.percent($0))" } ?? ""
    let attempts =
      exercise.attempts == 0
      ? "" : "\(exercise.attempts) attempt\(exercise.attempts == 1 ? "" : "s")"
    let due = exercise.dueReviews == 0 ? "" : "\(exercise.dueReviews) due"
    return [marker, status, exercise.id, exercise.title, best, attempts, due]
  }

  /// A score as a whole percentage, by the rule reports use (`ReportText.percent`): rounded
  /// down, so only a full score shows 100%.
  static func percent(_ score: Double) -> String {
    ReportText.percent(score)
  }
}
