import Foundation

/// Time arithmetic with the resolution and rounding of Python's `datetime`, which FSRS's
/// reference implementation counts days with.
enum ElapsedTime {
  private static let microsecondsPerDay: Int64 = 86_400_000_000

  /// The number of whole days from `start` to `end`, rounded down (so negative when `end` is
  /// earlier), after rounding both dates to the microsecond.
  static func wholeDays(from start: Date, to end: Date) -> Int {
    let startMicros = (start.timeIntervalSinceReferenceDate * 1e6).rounded()
    let endMicros = (end.timeIntervalSinceReferenceDate * 1e6).rounded()
    guard let difference = Int64(exactly: endMicros - startMicros) else {
      // Only for dates millions of years apart, where exactness no longer matters.
      return Int(((endMicros - startMicros) / Double(microsecondsPerDay)).rounded(.down))
    }
    var days = difference / microsecondsPerDay
    if difference % microsecondsPerDay != 0 && difference < 0 {
      days -= 1
    }
    return Int(days)
  }
}
