/// Prints numbers as C's `printf` does, for messages that must match UIKit's text.
public enum CNumberFormatting {
  /// The text `printf("%.<precision>g", value)` prints, e.g. `0`, `-5`, `1000.5`, `1e+06`.
  ///
  /// The value is rounded to `precision` significant digits from its exact binary value, ties to
  /// even (as the C libraries of Apple's and GNU's systems do). With `X` the decimal exponent after
  /// rounding, `-4 <= X < precision` prints plain decimals, anything else prints `d.ddde±XX`;
  /// trailing zeros and a trailing point are dropped. Infinities print `inf`/`-inf`, NaN `nan`.
  public static func percentG(_ value: Double, precision: Int = 6) -> String {
    let significantDigits = max(precision, 1)
    let sign = value.sign == .minus && !value.isNaN ? "-" : ""
    if value.isNaN { return "nan" }
    if value.isInfinite { return sign + "inf" }
    let (digits, exponent) = rounded(ExactDecimal(value), toSignificantDigits: significantDigits)
    if exponent < -4 || exponent >= significantDigits {
      return sign + scientific(digits, exponent: exponent)
    }
    return sign + positional(digits, exponent: exponent)
  }

  /// Exactly `count` digits and the decimal exponent of the first, rounded half to even.
  private static func rounded(_ decimal: ExactDecimal, toSignificantDigits count: Int)
    -> (digits: [UInt8], exponent: Int)
  {
    var digits = decimal.digits
    var exponent = digits.count - 1 + decimal.powerOfTen
    if digits == [0] { exponent = 0 }
    if digits.count <= count {
      return (digits + Array(repeating: 0, count: count - digits.count), exponent)
    }
    let dropped = digits[count...]
    var kept = Array(digits[..<count])
    let firstDropped = dropped.first ?? 0
    let restIsZero = dropped.dropFirst().allSatisfy { $0 == 0 }
    let lastKeptIsOdd = (kept.last ?? 0) % 2 == 1
    let roundsUp = firstDropped > 5 || (firstDropped == 5 && (!restIsZero || lastKeptIsOdd))
    if roundsUp {
      var index = kept.count - 1
      while index >= 0 {
        if kept[index] < 9 {
          kept[index] += 1
          break
        }
        kept[index] = 0
        index -= 1
      }
      if index < 0 {
        // 999…9 rounded up to 1000…0: one more power of ten.
        kept = [1] + Array(repeating: 0, count: count - 1)
        exponent += 1
      }
    }
    digits = kept
    return (digits, exponent)
  }

  /// `d.ddd` without trailing zeros, then `e±XX` (at least two exponent digits).
  private static func scientific(_ digits: [UInt8], exponent: Int) -> String {
    let head = text(of: digits[..<1])
    let fraction = withoutTrailingZeros(digits.dropFirst())
    let mantissa = fraction.isEmpty ? head : head + "." + text(of: fraction)
    let exponentDigits = String(exponent.magnitude)
    let paddedExponent = exponentDigits.count < 2 ? "0" + exponentDigits : exponentDigits
    return mantissa + "e" + (exponent < 0 ? "-" : "+") + paddedExponent
  }

  /// Plain decimals: the digits placed around the point, trailing fractional zeros dropped.
  private static func positional(_ digits: [UInt8], exponent: Int) -> String {
    let integerPart: String
    let fractionDigits: ArraySlice<UInt8>
    if exponent >= 0 {
      integerPart = text(of: digits[...exponent])
      fractionDigits = digits[(exponent + 1)...]
    } else {
      integerPart = "0"
      fractionDigits = ArraySlice(Array(repeating: 0, count: -exponent - 1) + digits)
    }
    let fraction = withoutTrailingZeros(fractionDigits)
    return fraction.isEmpty ? integerPart : integerPart + "." + text(of: fraction)
  }

  private static func withoutTrailingZeros(_ digits: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var result = digits
    while result.last == 0 { result.removeLast() }
    return result
  }

  private static func text(of digits: ArraySlice<UInt8>) -> String {
    String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
  }
}
