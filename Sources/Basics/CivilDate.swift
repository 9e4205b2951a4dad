/// A day of the proleptic Gregorian calendar (the calendar of ISO 8601, extended before 1582),
/// counted from 1970-01-01: the one place the store's time stamps, the reports' days and the
/// commands' dates turn day counts into years, months and days and back.
public struct CivilDate: Hashable, Sendable, Comparable {
  /// The year; 0 is 1 BC, as ISO 8601 counts.
  public var year: Int
  /// 1 to 12.
  public var month: Int
  /// 1 to the month's length.
  public var day: Int

  /// The date with these parts, as given (`isValid` says whether it exists).
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `days` after 1970-01-01 (before it when negative).
  public init(daysSince1970 days: Int) {
    // Whole 400-year eras of 146,097 days, each starting on a 1 March, so that the leap day
    // is the last day of a counted year; 719,468 days separate 0000-03-01 from 1970-01-01.
    let shifted = days + 719_468
    let era = Self.floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days from 1970-01-01 to this date; negative before it.
  public var daysSince1970: Int {
    let marchYear = month <= 2 ? year - 1 : year
    let era = Self.floorDivide(marchYear, 400)
    let yearOfEra = marchYear - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whether the month and day name a day that exists in the year.
  public var isValid: Bool {
    (1...12).contains(month) && (1...Self.daysIn(month: month, year: year)).contains(day)
  }

  /// `YYYY-MM-DD`, the year padded to four digits (a minus sign before years below 0).
  public var text: String {
    let yearText = year < 0 ? "-" + Self.padded(-year, 4) : Self.padded(year, 4)
    return yearText + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
  }

  /// Whether `year` has a 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The length of `month` (1–12) in `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// `value` in decimal with leading zeros up to `width` digits.
  public static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The quotient rounded toward minus infinity.
  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }
}
