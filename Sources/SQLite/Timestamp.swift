import Basics
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
    let hour = secondOfDay / 3600
    let minute = secondOfDay % 3600 / 60
    let second = secondOfDay % 60
    var text = CivilDate(daysSince1970: Int(days)).text
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
    let date = CivilDate(year: Int(year), month: Int(month), day: Int(day))
    guard date.isValid else {
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
    let dayStart = Int64(date.daysSince1970) * secondsPerDay
    let seconds = dayStart + secondOfDay - offsetSeconds
    if nanoseconds % 1_000_000 == 0 {
      // Whole milliseconds: divide once so the result equals the date `format` rounded from.
      let milliseconds = seconds * 1000 + nanoseconds / 1_000_000
      return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
    return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
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
