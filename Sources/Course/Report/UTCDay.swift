import Basics
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
  public var text: String { civil.text }

  /// Year, month (1–12) and day of the month.
  public var civil: CivilDate { CivilDate(daysSince1970: index) }

  /// 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday).
  public var weekday: Int {
    ((index + 3) % 7 + 7) % 7
  }

  public static func < (lhs: UTCDay, rhs: UTCDay) -> Bool { lhs.index < rhs.index }

  public func distance(to other: UTCDay) -> Int { other.index - index }

  public func advanced(by n: Int) -> UTCDay { UTCDay(index: index + n) }
}
