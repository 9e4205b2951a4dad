import Basics
import Testing

@testable import Cassowary

/// The solver's own hash map (lookups only; it is never iterated).
@Suite struct IntMapTests {
  @Test func insertLookupReplaceRemove() {
    var map = IntMap<Int>()
    #expect(map.value(for: 3) == nil)
    map.insert(30, for: 3)
    map.insert(40, for: 4)
    #expect(map.value(for: 3) == 30)
    #expect(map.value(for: 4) == 40)
    map.insert(31, for: 3)
    #expect(map.value(for: 3) == 31)
    #expect(map.count == 2)
    map.remove(3)
    #expect(map.value(for: 3) == nil)
    #expect(map.value(for: 4) == 40)
    map.remove(99)
    #expect(map.count == 1)
  }

  /// Random inserts and removals agree with a reference model, through growth and the backward
  /// shifts of deletion (which keep probe runs unbroken).
  @Test(arguments: [1, 2, 3] as [UInt64])
  func agreesWithAReferenceModel(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var map = IntMap<Int>(capacity: 4)
    var model: [Int: Int] = [:]
    for step in 0..<5000 {
      let key = rng.below(300)
      if rng.below(3) == 0 {
        map.remove(key)
        model[key] = nil
      } else {
        map.insert(step, for: key)
        model[key] = step
      }
      if step % 250 == 0 {
        for probe in 0..<300 { #expect(map.value(for: probe) == model[probe]) }
      }
    }
    #expect(map.count == model.count)
    for probe in 0..<300 { #expect(map.value(for: probe) == model[probe]) }
  }
}
