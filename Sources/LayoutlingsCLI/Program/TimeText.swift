import Basics
import Foundation

/// How commands write times: ISO-8601 in UTC to the second, and waits in words.
enum TimeText {
  /// `2025-01-01T09:10:00Z`: the date in UTC, seconds rounded down.
  static func iso8601(_ date: Date) -> String {
    let seconds = Int((date.timeIntervalSince1970).rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let time = [secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60]
      .map { CivilDate.padded($0, 2) }.joined(separator: ":")
    return CivilDate(daysSince1970: days).text + "T" + time + "Z"
  }

  /// A wait in the largest unit that keeps it readable: `in 10 minutes`, `in 5 hours`,
  /// `in 3 days`; `now` for less than 30 seconds, and `… ago` for the past.
  static func relative(_ seconds: TimeInterval) -> String {
    let magnitude = abs(seconds)
    guard magnitude >= 30 else {
      return "now"
    }
    let (count, unit): (Int, String)
    if magnitude < 3_600 * 1.5 {
      (count, unit) = (max(1, Int((magnitude / 60).rounded())), "minute")
    } else if magnitude < 86_400 * 1.5 {
      (count, unit) = (Int((magnitude / 3_600).rounded()), "hour")
    } else {
      (count, unit) = (Int((magnitude / 86_400).rounded()), "day")
    }
    let amount = "\(count) \(unit)\(count == 1 ? "" : "s")"
    return seconds > 0 ? "in \(amount)" : "\(amount) ago"
  }

  /// The wait a rating scheduled, as the rating prompt counts it (`IntervalText`): like
  /// `relative(_:)`, but under 10 minutes to the tenth of a minute, so a learning step of 5.5
  /// minutes is said as the prompt said it, not as 6.
  static func scheduled(_ seconds: TimeInterval) -> String {
    guard seconds >= 30, seconds < 600 else { return relative(seconds) }
    let tenths = max(10, Int((seconds / 6 + 0.5).rounded(.down)))
    let amount = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    return "in \(amount) minute\(tenths == 10 ? "" : "s")"
  }
}
