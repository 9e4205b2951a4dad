import Basics
import Foundation

/// Reads ISO-8601 date-times that carry a time zone, such as `2025-01-01T09:00:00Z`.
///
/// Grammar (RFC 3339's profile of ISO 8601, with seconds and the offset colon optional):
///
///     date-time = YYYY "-" MM "-" DD ("T" / "t") hh ":" mm [":" ss ["." / "," 1*DIGIT]] zone
///     zone      = "Z" / "z" / ("+" / "-") hh [[":"] mm]
///
/// Dates are proleptic Gregorian from year 0001; a date-time without a zone is rejected because
/// its meaning would depend on the machine's time zone.
enum ISO8601Timestamp {
  /// The instant `text` names, or nil when it is not a valid date-time with a zone.
  static func date(from text: String) -> Date? {
    var scanner = Scanner(Array(text.utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip("t"),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2)
    else { return nil }
    var second = 0
    var fraction = 0.0
    if scanner.skip(":") {
      guard let seconds = scanner.number(digits: 2) else { return nil }
      second = seconds
      if scanner.skip(".") || scanner.skip(",") {
        let digits = scanner.digits()
        guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
        fraction = value
      }
    }
    guard let offset = scanner.zoneOffsetInSeconds(), scanner.isAtEnd else { return nil }
    let civil = CivilDate(year: year, month: month, day: day)
    guard year >= 1, civil.isValid,
      (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
    else { return nil }
    let seconds = civil.daysSince1970 * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }
}

/// Reads a date-time's ASCII text from left to right.
private struct Scanner {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position == bytes.count }

  /// Skips `character` if it comes next.
  mutating func skip(_ character: Character) -> Bool {
    guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii else {
      return false
    }
    position += 1
    return true
  }

  /// Reads exactly `digits` decimal digits.
  mutating func number(digits count: Int) -> Int? {
    guard position + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[position..<(position + count)] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    position += count
    return value
  }

  /// Reads a run of decimal digits, possibly empty.
  mutating func digits() -> String {
    var text = ""
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      text.append(Character(Unicode.Scalar(bytes[position])))
      position += 1
    }
    return text
  }

  /// Reads a zone and returns its offset east of UTC in seconds.
  mutating func zoneOffsetInSeconds() -> Int? {
    if skip("Z") || skip("z") { return 0 }
    let sign: Int
    if skip("+") {
      sign = 1
    } else if skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2), hours <= 23 else { return nil }
    var minutes = 0
    if !isAtEnd {
      _ = skip(":")  // The colon between hours and minutes is optional.
      guard let value = number(digits: 2), value <= 59 else { return nil }
      minutes = value
    }
    return sign * (hours * 3_600 + minutes * 60)
  }
}
