import Foundation

/// A calendar day in UTC, counted from 1970-01-01 (day 0). Reports count days in UTC so that
/// they read the same on every machine.
public struct UTCDay: Sendable, Hashable, Comparable, Strideable {
  /// Days since 1970-01-01.
  public var index: Int

  /// The day numbered `index`.
  public init(index: Int) {
    self.index = index
  }

  /// The UTC day `date` falls on.
  public init(_ date: Date) {
    index = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
  }

  /// The day as `YYYY-MM-DD` (proleptic Gregorian).
  public var text: String {
    let (year, month, day) = civil
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Year, month (1–12) and day of the month.
  public var civil: (year: Int, month: Int, day: Int) {
    // Days to a civil date by whole 400-year eras starting on 0000-03-01.
    let shifted = index + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday).
  public var weekday: Int {
    ((index + 3) % 7 + 7) % 7
  }

  public static func < (lhs: UTCDay, rhs: UTCDay) -> Bool { lhs.index < rhs.index }

  public func distance(to other: UTCDay) -> Int { other.index - index }

  public func advanced(by n: Int) -> UTCDay { UTCDay(index: index + n) }
}
