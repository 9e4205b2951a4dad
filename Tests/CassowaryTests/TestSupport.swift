import Testing

@testable import Cassowary

/// Fails the current test with the solver's invariant violations, if any.
func expectConsistent(
  _ solver: Solver, optimal: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) {
  let problems = solver.invariantViolations(optimal: optimal)
  #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// Whether two numbers agree to `tolerance` relative to their size (absolute below 1).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A small deterministic PRNG (splitmix64) for randomized tests.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in [0, 1) from the top 53 bits.
  mutating func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// An integer in 0..<bound.
  mutating func below(_ bound: Int) -> Int { Int(uniform() * Double(bound)) }
}
