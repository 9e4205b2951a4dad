import Foundation

/// The CSV form of a report (RFC 4180): a header row, then one row per exercise in course order;
/// CRLF line ends, and fields holding a comma, quote, CR or LF quoted with quotes doubled.
public enum ReportCSV {
  /// The column names, in order.
  public static let header = [
    "module_id", "module_title", "exercise_id", "exercise_title", "status", "best_score",
    "attempts", "attempts_to_pass", "passed_first_try", "hints_used", "hint_count",
    "first_attempt_at", "first_pass_at", "seconds_to_pass", "last_activity_at", "reviews_due",
    "next_review_at", "retrievability",
  ]

  /// The report as CSV text.
  public static func text(_ report: ProgressReport) -> String {
    var rows = [header]
    for module in report.modules {
      for exercise in module.exercises {
        let item = report.reviews.first { $0.id == exercise.id }
        let nextReview = report.reviews.filter { $0.exerciseID == exercise.id }
          .compactMap(\.due).min()
        rows.append([
          module.id, module.title, exercise.id, exercise.title, exercise.status.rawValue,
          exercise.bestScore.map(ReportText.number) ?? "", String(exercise.attempts),
          exercise.attemptsToPass.map(String.init) ?? "",
          exercise.passedOnFirstTry ? "true" : "false", String(exercise.hintsUsed),
          String(exercise.hintCount), ReportText.timestamp(exercise.firstAttemptAt),
          ReportText.timestamp(exercise.firstPassAt),
          exercise.secondsToPass.map(ReportText.number) ?? "",
          ReportText.timestamp(exercise.lastActivityAt), String(exercise.reviewsDue),
          ReportText.timestamp(nextReview), item?.retrievability.map(ReportText.number) ?? "",
        ])
      }
    }
    return rows.map(line).joined()
  }

  /// One CSV record with its CRLF.
  public static func line(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\r\n"
  }

  /// One field, quoted when it holds a comma, a quote, CR or LF (quotes doubled inside).
  public static func field(_ text: String) -> String {
    let needsQuotes = text.unicodeScalars.contains { [",", "\"", "\r", "\n"].contains($0) }
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
