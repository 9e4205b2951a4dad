/// The spread py-fsrs 6.x adds to review intervals so that cards learned together drift apart.
///
/// Intervals under 2.5 days are left alone. Longer ones get a band of ±delta days, where delta
/// grows by 15 % of the days between 2.5 and 7, 10 % between 7 and 20 and 5 % beyond 20. The
/// fuzzed interval is `round(u * (max - min + 1) + min)` for a uniform `u` in [0, 1), capped at
/// the maximum interval; so, exactly as in py-fsrs, the result can be one more than `max`.
struct FuzzRange: Sendable, Equatable {
  private static let bands: [(start: Double, end: Double, factor: Double)] = [
    (2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, .infinity, 0.05),
  ]

  /// The low end of the band.
  let minimum: Int
  /// The high end of the band (the drawn value can still round to one more).
  let maximum: Int

  /// The band around an interval of `days` (at least 3), capped at `maximumInterval`.
  init(days: Int, maximumInterval: Int) {
    var delta = 1.0
    for band in Self.bands {
      delta += band.factor * max(min(Double(days), band.end) - band.start, 0.0)
    }
    var low = Int((Double(days) - delta).rounded(.toNearestOrEven))
    var high = Int((Double(days) + delta).rounded(.toNearestOrEven))
    low = max(2, low)
    high = min(high, maximumInterval)
    low = min(low, high)
    minimum = low
    maximum = high
  }

  /// Whether an interval of `days` gets fuzzed at all.
  static func applies(toDays days: Int) -> Bool {
    Double(days) >= 2.5
  }

  /// A uniform value in [0, 1) from 64 random bits: their top 53 bits over 2^53, which is how
  /// CPython's `random()` turns two MT19937 outputs into a double.
  static func unitValue(_ bits: UInt64) -> Double {
    Double(bits >> 11) * 0x1p-53
  }

  /// The fuzzed interval for a uniform draw `unit` in [0, 1).
  func fuzzedDays(unit: Double, maximumInterval: Int) -> Int {
    let value = unit * Double(maximum - minimum + 1) + Double(minimum)
    return min(Int(value.rounded(.toNearestOrEven)), maximumInterval)
  }
}
