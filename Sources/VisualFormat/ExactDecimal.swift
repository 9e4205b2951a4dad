/// The exact decimal value of a finite, non-negative `Double`.
///
/// Every double is `significand × 2^e`, so its decimal expansion terminates: for `e ≥ 0` it is the
/// integer `significand × 2^e`; for `e < 0` it is `significand × 5^(−e)` shifted `−e` places right.
/// `digits` are those of that integer, so `value == digits × 10^powerOfTen` exactly.
struct ExactDecimal {
  /// Decimal digits (0–9), most significant first, without leading zeros; `[0]` for zero.
  var digits: [UInt8]
  /// The power of ten the integer `digits` is scaled by.
  var powerOfTen: Int

  /// The exact expansion of `value`, which must be finite; the sign is ignored.
  init(_ value: Double) {
    let magnitude = value.magnitude
    guard magnitude != 0 else {
      digits = [0]
      powerOfTen = 0
      return
    }
    // magnitude = significand × 2^exponent with an integer significand.
    let isSubnormal = magnitude.exponentBitPattern == 0
    let significand =
      isSubnormal
      ? magnitude.significandBitPattern
      : magnitude.significandBitPattern | (1 << UInt64(Double.significandBitCount))
    // IEEE 754 binary64 biases its exponent by 1023.
    let exponent =
      (isSubnormal ? 1 : Int(magnitude.exponentBitPattern))
      - 1023 - Double.significandBitCount
    var number = BigDecimalInteger(significand)
    if exponent >= 0 {
      number.multiply(byPowerOf: 2, exponent)
      powerOfTen = 0
    } else {
      number.multiply(byPowerOf: 5, -exponent)
      powerOfTen = exponent
    }
    digits = number.decimalDigits
  }
}

/// A non-negative integer stored as base-10⁹ limbs, least significant first.
private struct BigDecimalInteger {
  private static let base: UInt64 = 1_000_000_000
  private var limbs: [UInt64]

  init(_ value: UInt64) {
    limbs = []
    var rest = value
    repeat {
      limbs.append(rest % Self.base)
      rest /= Self.base
    } while rest > 0
  }

  /// Multiplies by `factor^count` for `factor` 2 or 5, in chunks that keep every product in range.
  mutating func multiply(byPowerOf factor: UInt64, _ count: Int) {
    // 2^29 and 5^12 stay below 2^30, so limb × chunk + carry stays below 2^64.
    let chunkCount = factor == 2 ? 29 : 12
    var remaining = count
    while remaining > 0 {
      let step = min(remaining, chunkCount)
      var multiplier: UInt64 = 1
      for _ in 0..<step { multiplier *= factor }
      multiply(by: multiplier)
      remaining -= step
    }
  }

  private mutating func multiply(by multiplier: UInt64) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = limbs[index] * multiplier + carry
      limbs[index] = product % Self.base
      carry = product / Self.base
    }
    while carry > 0 {
      limbs.append(carry % Self.base)
      carry /= Self.base
    }
  }

  /// The decimal digits, most significant first, without leading zeros.
  var decimalDigits: [UInt8] {
    var result: [UInt8] = []
    for (position, limb) in limbs.reversed().enumerated() {
      var chunk: [UInt8] = []
      var rest = limb
      for _ in 0..<9 {
        chunk.append(UInt8(rest % 10))
        rest /= 10
      }
      chunk.reverse()
      if position == 0 {
        // The top limb carries no padding zeros.
        let firstNonZero = chunk.firstIndex { $0 != 0 } ?? 8
        result.append(contentsOf: chunk[firstNonZero...])
      } else {
        result.append(contentsOf: chunk)
      }
    }
    return result
  }
}
