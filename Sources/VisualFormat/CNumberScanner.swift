/// Reads numbers the way C's `strtod` does in the C locale, which is how UIKit reads VFL numbers.
///
/// The scanner decides how many characters `strtod` would consume: an optional sign, then
/// `inf`/`infinity`/`nan`/`nan(chars)` in any case, a hexadecimal float (`0x1.8p3`), or a decimal
/// with optional fraction and exponent (`5`, `5.`, `.5`, `1e+06`). An exponent marker without
/// digits is left unconsumed, as `strtod` leaves it. The value of the consumed text comes from the
/// standard library's `Double(_:)`, which accepts exactly these spellings.
enum CNumberScanner {
  /// The number at the start of `bytes[start...]`, or `nil` when `strtod` would convert nothing.
  static func scan(_ bytes: [UInt8], from start: Int) -> (value: Double, length: Int)? {
    guard let length = lengthOfNumber(in: bytes, from: start) else { return nil }
    let text = String(decoding: bytes[start..<start + length], as: UTF8.self)
    guard let value = Double(text) else { return nil }
    return (value, length)
  }

  /// How many bytes from `start` `strtod` would consume, or `nil` when it would consume none.
  static func lengthOfNumber(in bytes: [UInt8], from start: Int) -> Int? {
    var cursor = Cursor(bytes: bytes, index: start)
    if cursor.current == ASCII.minus || cursor.current == ASCII.plus { cursor.index += 1 }
    let body = cursor.index
    if let end = endOfSpecialValue(in: bytes, from: body)
      ?? endOfHexadecimal(in: bytes, from: body)
      ?? endOfDecimal(in: bytes, from: body)
    {
      return end - start
    }
    return nil
  }

  /// `inf`, `infinity`, `nan` or `nan(n-char-sequence)`, any letter case.
  private static func endOfSpecialValue(in bytes: [UInt8], from start: Int) -> Int? {
    if hasPrefix("infinity", in: bytes, at: start) { return start + 8 }
    if hasPrefix("inf", in: bytes, at: start) { return start + 3 }
    guard hasPrefix("nan", in: bytes, at: start) else { return nil }
    var cursor = Cursor(bytes: bytes, index: start + 3)
    guard cursor.current == ASCII.openParen else { return cursor.index }
    var inner = Cursor(bytes: bytes, index: cursor.index + 1)
    while let byte = inner.current, ASCII.isIdentifierByte(byte) { inner.index += 1 }
    if inner.current == ASCII.closeParen { cursor.index = inner.index + 1 }
    return cursor.index
  }

  /// `0x` hex digits, optional `.` and hex digits, optional `p` exponent; needs one hex digit.
  private static func endOfHexadecimal(in bytes: [UInt8], from start: Int) -> Int? {
    var cursor = Cursor(bytes: bytes, index: start)
    guard cursor.current == ASCII.zero else { return nil }
    cursor.index += 1
    guard cursor.current == ASCII.lowerX || cursor.current == ASCII.upperX else { return nil }
    cursor.index += 1
    var sawDigit = false
    while let byte = cursor.current, ASCII.isHexDigit(byte) {
      sawDigit = true
      cursor.index += 1
    }
    if cursor.current == ASCII.dot {
      cursor.index += 1
      while let byte = cursor.current, ASCII.isHexDigit(byte) {
        sawDigit = true
        cursor.index += 1
      }
    }
    // "0x" with no digit: strtod reads just the "0", which the decimal rule handles.
    guard sawDigit else { return nil }
    return endOfExponent(in: bytes, from: cursor.index, marker: ASCII.lowerP)
  }

  /// Digits, optional `.` and digits, optional `e` exponent; needs one digit.
  private static func endOfDecimal(in bytes: [UInt8], from start: Int) -> Int? {
    var cursor = Cursor(bytes: bytes, index: start)
    var sawDigit = false
    while let byte = cursor.current, ASCII.isDigit(byte) {
      sawDigit = true
      cursor.index += 1
    }
    if cursor.current == ASCII.dot {
      cursor.index += 1
      while let byte = cursor.current, ASCII.isDigit(byte) {
        sawDigit = true
        cursor.index += 1
      }
    }
    guard sawDigit else { return nil }
    return endOfExponent(in: bytes, from: cursor.index, marker: ASCII.lowerE)
  }

  /// Extends `end` over an exponent (marker in either case, optional sign, decimal digits) if
  /// one is complete.
  private static func endOfExponent(in bytes: [UInt8], from end: Int, marker: UInt8) -> Int {
    var cursor = Cursor(bytes: bytes, index: end)
    guard let found = cursor.current, ASCII.lowercased(found) == marker else { return end }
    cursor.index += 1
    if cursor.current == ASCII.minus || cursor.current == ASCII.plus { cursor.index += 1 }
    guard let first = cursor.current, ASCII.isDigit(first) else { return end }
    while let byte = cursor.current, ASCII.isDigit(byte) { cursor.index += 1 }
    return cursor.index
  }

  /// Whether `bytes` has `word` at `index`, ignoring ASCII letter case.
  private static func hasPrefix(_ word: StaticString, in bytes: [UInt8], at index: Int) -> Bool {
    guard index + word.utf8CodeUnitCount <= bytes.count else { return false }
    return word.withUTF8Buffer { letters in
      for offset in 0..<letters.count
      where ASCII.lowercased(bytes[index + offset]) != letters[offset] {
        return false
      }
      return true
    }
  }

  /// A read position that answers `nil` past the end.
  private struct Cursor {
    let bytes: [UInt8]
    var index: Int
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
  }
}
