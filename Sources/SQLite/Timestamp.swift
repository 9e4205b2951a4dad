import Foundation

/// Converts dates to and from the ISO-8601 text this module stores: `2024-03-01T12:34:56.789Z`.
///
/// Written in UTC with exactly three fraction digits, so stored timestamps sort as text in time
/// order and SQLite's date functions read them. Parsing also accepts what SQLite itself writes
/// (`2024-03-01 12:34:56`), any number of fraction digits, and a `Z` or `±HH:MM` offset; a time
/// without an offset is UTC, as in SQLite.
enum Timestamp {
  private static let secondsPerDay: Int64 = 86_400

  /// The text for `date`, rounded to the nearest millisecond.
  static func format(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    let (seconds, millisecond) = floorDivide(milliseconds, 1000)
    let (days, secondOfDay) = floorDivide(seconds, secondsPerDay)
    let (year, month, day) = civilDate(daysSince1970: days)
    let hour = secondOfDay / 3600
    let minute = secondOfDay % 3600 / 60
    let second = secondOfDay % 60
    var text = year < 0 ? "-" + padded(-year, 4) : padded(year, 4)
    text += "-" + padded(month, 2) + "-" + padded(day, 2)
    text += "T" + padded(hour, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2)
    text += "." + padded(millisecond, 3) + "Z"
    return text
  }

  /// The date `text` names, or nil when it is not an ISO-8601 date and time this module reads.
  static func parse(_ text: String) -> Date? {
    var scanner = DigitScanner(Array(text.utf8))
    let negativeYear = scanner.skip("-")
    guard let yearDigits = scanner.number(minimumDigits: 4, maximumDigits: 6),
      scanner.skip("-"), let month = scanner.number(exactDigits: 2),
      scanner.skip("-"), let day = scanner.number(exactDigits: 2)
    else {
      return nil
    }
    let year = negativeYear ? -yearDigits : yearDigits
    guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day) else {
      return nil
    }
    var secondOfDay: Int64 = 0
    var nanoseconds: Int64 = 0
    var offsetSeconds: Int64 = 0
    if scanner.skip("T") || scanner.skip(" ") {
      guard let hour = scanner.number(exactDigits: 2), scanner.skip(":"),
        let minute = scanner.number(exactDigits: 2), hour < 24, minute < 60
      else {
        return nil
      }
      var second: Int64 = 0
      if scanner.skip(":") {
        guard let value = scanner.number(exactDigits: 2), value < 60 else {
          return nil
        }
        second = value
        if scanner.skip(".") {
          guard let fraction = scanner.fraction() else {
            return nil
          }
          nanoseconds = fraction
        }
      }
      secondOfDay = hour * 3600 + minute * 60 + second
      if scanner.skip("Z") {
        offsetSeconds = 0
      } else if let sign = scanner.sign() {
        guard let offsetHour = scanner.number(exactDigits: 2), offsetHour < 24 else {
          return nil
        }
        _ = scanner.skip(":")
        guard let offsetMinute = scanner.number(exactDigits: 2), offsetMinute < 60 else {
          return nil
        }
        offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
      }
    }
    guard scanner.isAtEnd else {
      return nil
    }
    let dayStart = daysSince1970(year: year, month: month, day: day) * secondsPerDay
    let seconds = dayStart + secondOfDay - offsetSeconds
    if nanoseconds % 1_000_000 == 0 {
      // Whole milliseconds: divide once so the result equals the date `format` rounded from.
      let milliseconds = seconds * 1000 + nanoseconds / 1_000_000
      return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
    return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian calendar)

  /// Days from 1970-01-01 to the given date; negative before it.
  static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    // Count years from March so that the leap day is the last day of the counted year.
    let marchYear = month <= 2 ? year - 1 : year
    let era = floorDivide(marchYear, 400).quotient
    let yearOfEra = marchYear - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    // 719_468 days separate 0000-03-01 from 1970-01-01.
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month and day of the date `days` after 1970-01-01.
  static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = floorDivide(shifted, 146_097).quotient
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11:
      return 30
    default:
      return 31
    }
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64)
    -> (quotient: Int64, remainder: Int64)
  {
    var quotient = value / divisor
    var remainder = value % divisor
    if remainder < 0 {
      quotient -= 1
      remainder += divisor
    }
    return (quotient, remainder)
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

/// Reads ASCII digits and punctuation from the bytes of a timestamp.
private struct DigitScanner {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool {
    position == bytes.count
  }

  /// Consumes `character` if it comes next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(character.value) else {
      return false
    }
    position += 1
    return true
  }

  /// Consumes `+` or `-` and returns 1 or -1.
  mutating func sign() -> Int64? {
    if skip("+") {
      return 1
    }
    if skip("-") {
      return -1
    }
    return nil
  }

  mutating func number(exactDigits count: Int) -> Int64? {
    number(minimumDigits: count, maximumDigits: count)
  }

  /// Consumes a run of digits whose length is in the given range.
  mutating func number(minimumDigits: Int, maximumDigits: Int) -> Int64? {
    var value: Int64 = 0
    var count = 0
    while count < maximumDigits, position < bytes.count, let digit = digitValue(bytes[position]) {
      value = value * 10 + digit
      count += 1
      position += 1
    }
    return count >= minimumDigits ? value : nil
  }

  /// Consumes the digits after a decimal point and returns them as nanoseconds (digits past the
  /// ninth are read and dropped).
  mutating func fraction() -> Int64? {
    var nanoseconds: Int64 = 0
    var count = 0
    while position < bytes.count, let digit = digitValue(bytes[position]) {
      if count < 9 {
        nanoseconds = nanoseconds * 10 + digit
      }
      count += 1
      position += 1
    }
    guard count > 0 else {
      return nil
    }
    for _ in count..<max(count, 9) {
      nanoseconds *= 10
    }
    return nanoseconds
  }

  private func digitValue(_ byte: UInt8) -> Int64? {
    (48...57).contains(byte) ? Int64(byte - 48) : nil
  }
}
