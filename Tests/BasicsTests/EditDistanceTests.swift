import Basics
import Testing

@Suite("Edit distance")
struct EditDistanceTests {
  private func distance(_ a: String, _ b: String) -> Int {
    EditDistance.between(Array(a), Array(b))
  }

  @Test("insertions, deletions, substitutions and neighbour swaps each cost one")
  func distances() {
    #expect(distance("kitten", "sitting") == 3)  // k→s, e→i, +g
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("same", "same") == 0)
    #expect(distance("ab", "ba") == 1)  // one swap of neighbours
    #expect(distance("gard", "grade") == 2)  // swap a/r, then +e
    #expect(distance("lst", "list") == 1)
  }
}
