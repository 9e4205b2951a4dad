import Testing

@testable import SpacedRepetition

/// Reference outputs published with each algorithm.
@Suite("Random generators")
struct RandomGeneratorTests {
  @Test("MT19937 seeded by array gives the reference implementation's first outputs")
  func mersenneTwisterReference() {
    var generator = MersenneTwister(key: [0x123, 0x234, 0x345, 0x456])
    let outputs = (0..<5).map { _ in generator.nextUInt32() }
    #expect(outputs == [1_067_595_299, 955_945_823, 477_289_528, 4_107_218_783, 4_228_976_476])
  }

  @Test("the unit value the scheduler draws is Python's random() after random.seed(n)")
  func pythonRandom() {
    let expected: [(seed: UInt64, value: Double)] = [
      (42, 0.6394267984578837), (0, 0.8444218515250481), (1, 0.13436424411240122),
    ]
    for (seed, value) in expected {
      var generator = MersenneTwister(pythonSeed: seed)
      #expect(FuzzRange.unitValue(generator.next()) == value, "seed \(seed)")
    }
  }

  @Test("FNV-1a gives its reference hashes")
  func stableHash() {
    #expect(StableHash.fnv1a("") == 0xCBF2_9CE4_8422_2325)
    #expect(StableHash.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
  }
}
