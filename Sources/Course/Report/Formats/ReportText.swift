import Foundation

/// Numbers, times and durations as every report format writes them.
public enum ReportText {
  /// A finite number: whole numbers without a fraction, others in Swift's shortest form that
  /// reads back to the same value.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  /// A number rounded to `places` decimals, for people.
  public static func rounded(_ value: Double, places: Int) -> String {
    let scale = pow(10.0, Double(places))
    return number((value * scale).rounded() / scale)
  }

  /// A percentage of a fraction from 0 to 1, whole and rounded down (`66%` for two thirds), so
  /// only a full score shows 100%. The one rule for every percentage the learner or a teacher
  /// reads: `list`, the list picker and every report format.
  public static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100 + 1e-9).rounded(.down)))%"
  }

  /// An ISO-8601 UTC timestamp to the second (`2025-01-01T09:00:00Z`), or "" for nil.
  public static func timestamp(_ date: Date?) -> String {
    guard let date else { return "" }
    let seconds = Int((date.timeIntervalSince1970).rounded(.down))
    let day = UTCDay(index: Int((Double(seconds) / 86_400).rounded(.down)))
    let inDay = seconds - day.index * 86_400
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(day.text)T\(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))Z"
  }

  /// A UTC time for people, to the minute (`2025-01-01 09:00`), or "" for nil.
  public static func shortTime(_ date: Date?) -> String {
    let full = timestamp(date)
    guard full.count == 20 else { return full }
    return full.prefix(10) + " " + full.dropFirst(11).prefix(5)
  }

  /// A duration for people: `45 s`, `12 min`, `3 h 5 min`, `2 d 4 h`.
  public static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    if total < 60 { return "\(total) s" }
    let minutes = total / 60
    if minutes < 60 { return "\(minutes) min" }
    let hours = minutes / 60
    if hours < 24 { return minutes % 60 == 0 ? "\(hours) h" : "\(hours) h \(minutes % 60) min" }
    let days = hours / 24
    return hours % 24 == 0 ? "\(days) d" : "\(days) d \(hours % 24) h"
  }

  /// A status in words.
  public static func status(_ status: ExerciseStatus) -> String {
    switch status {
    case .notStarted: "not started"
    case .attempted: "attempted"
    case .passed: "passed"
    }
  }
}
