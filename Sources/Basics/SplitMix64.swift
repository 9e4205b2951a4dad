/// A small, fast, seedable random number generator (SplitMix64) whose sequence depends only on
/// its seed, on every platform: for the scheduler's interval fuzz, randomized tests and test data.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A double in [0, 1) from the top 53 bits.
  public mutating func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// An integer in 0..<bound.
  public mutating func below(_ bound: Int) -> Int { Int(uniform() * Double(bound)) }
}
