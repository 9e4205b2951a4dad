import Foundation

/// The Markdown form of a report: headings, a summary list and tables.
public enum ReportMarkdown {
  /// The report as Markdown text.
  public static func text(_ report: ProgressReport) -> String {
    var lines = ["# Layoutlings progress report", ""]
    var about = ["Generated \(ReportText.timestamp(report.generatedAt))"]
    if let title = report.course.title { about.insert("Course: \(inline(title))", at: 0) }
    if let name = report.learner.name { about.append("Learner: \(inline(name))") }
    lines += [about.joined(separator: " · "), ""]
    lines += summary(report)
    lines += modules(report)
    lines += reviews(report)
    lines += forecast(report)
    lines += revisit(report)
    lines += activity(report)
    return lines.joined(separator: "\n")
  }

  private static func summary(_ report: ProgressReport) -> [String] {
    let totals = report.totals
    let streak = report.streak
    return [
      "## Summary", "",
      "- Exercises passed: \(totals.passed) of \(totals.exercises) "
        + "(\(ReportText.percent(totals.completion))); \(totals.attempted) attempted, "
        + "\(totals.notStarted) not started",
      "- Attempts: \(totals.attempts) (\(totals.firstTryPasses) passed on the first try)",
      "- Hints used: \(totals.hintsUsed)",
      "- Reviews due now: \(totals.reviewsDue); ratings given: \(totals.ratings)",
      "- Streak: \(days(streak.current)) (longest \(days(streak.longest)); "
        + "\(days(streak.activeDays)) with activity)",
      "",
    ]
  }

  private static func modules(_ report: ProgressReport) -> [String] {
    var lines = ["## Modules", ""]
    lines += table(
      ["Module", "Passed", "Attempted", "Not started", "Completion"],
      report.modules.map { module in
        [
          "\(module.title) (\(module.id))", "\(module.passed) of \(module.total)",
          String(module.attempted), String(module.total - module.passed - module.attempted),
          ReportText.percent(module.total == 0 ? 0 : Double(module.passed) / Double(module.total)),
        ]
      })
    for module in report.modules {
      lines += ["### \(inline(module.title)) (\(inline(module.id)))", ""]
      lines += table(
        [
          "Exercise", "Status", "Best score", "Attempts", "To pass", "First try", "Hints",
          "Time to pass", "Last activity", "Reviews due",
        ],
        module.exercises.map { exercise in
          [
            "\(exercise.title) (\(exercise.id))", ReportText.status(exercise.status),
            exercise.bestScore.map { ReportText.percent($0) } ?? "–", String(exercise.attempts),
            exercise.attemptsToPass.map(String.init) ?? "–",
            exercise.status != .passed ? "–" : exercise.passedOnFirstTry ? "yes" : "no",
            "\(exercise.hintsUsed) of \(exercise.hintCount)",
            exercise.secondsToPass.map(ReportText.duration) ?? "–",
            exercise.lastActivityAt.map { ReportText.timestamp($0) } ?? "–",
            String(exercise.reviewsDue),
          ]
        })
    }
    return lines
  }

  private static func reviews(_ report: ProgressReport) -> [String] {
    let scheduled = report.reviews.filter { $0.due != nil }
    var lines = ["## Reviews", ""]
    guard !scheduled.isEmpty else {
      return lines + ["No review is scheduled yet: items join once their exercise passes.", ""]
    }
    lines += table(
      ["Item", "Kind", "State", "Due", "Stability (days)", "Difficulty", "Retrievability"],
      scheduled.map { item in
        [
          item.id, item.kind.rawValue, item.state.rawValue, ReportText.timestamp(item.due),
          item.stability.map { ReportText.rounded($0, places: 2) } ?? "–",
          item.difficulty.map { ReportText.rounded($0, places: 2) } ?? "–",
          item.retrievability.map { ReportText.percent($0) } ?? "–",
        ]
      })
    return lines
  }

  private static func forecast(_ report: ProgressReport) -> [String] {
    let busy = report.forecast.filter { $0.due > 0 }
    var lines = ["## Due in the next \(report.forecast.count) days", ""]
    guard !busy.isEmpty else {
      return lines + ["Nothing is due in the next \(report.forecast.count) days.", ""]
    }
    lines += table(
      ["Day", "Reviews due"],
      busy.map { day in
        [
          day.day + (day.day == report.forecast.first?.day ? " (today, overdue included)" : ""),
          String(day.due),
        ]
      })
    return lines
  }

  private static func revisit(_ report: ProgressReport) -> [String] {
    var lines = ["## Where to revisit", ""]
    guard !report.revisit.isEmpty else {
      return lines + ["No exercise took more than one attempt.", ""]
    }
    for (index, entry) in report.revisit.enumerated() {
      lines.append(
        "\(index + 1). \(inline(entry.title)) (\(inline(entry.exerciseID))): "
          + "\(entry.attempts) attempts, \(ReportText.status(entry.status))")
    }
    return lines + [""]
  }

  private static func activity(_ report: ProgressReport) -> [String] {
    var lines = ["## Activity", ""]
    guard !report.calendar.isEmpty else {
      return lines + ["No activity yet.", ""]
    }
    lines += table(
      ["Day", "Attempts", "Passes", "Hints", "Ratings"],
      report.calendar.map { day in
        [day.day, String(day.attempts), String(day.passes), String(day.hints), String(day.ratings)]
      })
    return lines
  }

  private static func days(_ count: Int) -> String {
    count == 1 ? "1 day" : "\(count) days"
  }

  /// A table whose cells are escaped with `cell(_:)`.
  private static func table(_ header: [String], _ rows: [[String]]) -> [String] {
    func row(_ cells: [String]) -> String { "| " + cells.map(cell).joined(separator: " | ") + " |" }
    return [row(header), "|" + header.map { _ in " --- |" }.joined()] + rows.map(row) + [""]
  }

  /// Text for a table cell: inline-escaped, with `|` escaped and line breaks as spaces.
  public static func cell(_ text: String) -> String {
    inline(text)
  }

  /// Text that Markdown shows as written: punctuation Markdown reads is backslash-escaped,
  /// line breaks and tabs become spaces and other control characters their visible pictures.
  public static func inline(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\r", "\t":
        result += " "
      case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "#", "!", "~":
        result += "\\" + String(scalar)
      case _ where scalar.value < 0x20:
        result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case "\u{7F}":
        result += "\u{2421}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
