import Foundation

/// The times progress may be recorded at.
///
/// The rating log is append-only and replayed in time order, so one rating dated years ahead
/// (a mistyped `--now`) would put the item's next review off for good, and attempts or hint
/// reveals dated ahead would count as evidence for ratings not yet given. Times up to a day
/// after the clock are taken (another time zone, a clock a little behind); later ones are
/// refused. Earlier times are taken: recording the past is what `--now` is for.
enum RecordingTime {
  /// How far past the clock a recorded time may be.
  static let tolerance: TimeInterval = 86_400

  /// Throws when `date` is more than `tolerance` after `clock`; `what` names the record
  /// (`the rating`).
  static func check(_ date: Date, what: String, clock: Date = Date()) throws(CourseStoreError) {
    guard date.timeIntervalSince(clock) > tolerance else { return }
    throw .aheadOfClock(what: what, date: date, clock: clock)
  }

  /// `2025-01-01T09:00:00Z`, to the second, in UTC.
  static func text(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
