import Testing

@testable import FileWatching

@Suite("Seen contents: one save is graded once, however it is noticed")
struct SeenContentsTests {
  /// Offers `texts` in turn as saves of `path` and says which were new.
  private func offer(_ texts: [String], at path: String, to seen: inout SeenContents) -> [Bool] {
    texts.map { seen.isNew(Array($0.utf8), at: path) }
  }

  @Test("bytes already graded or written by the program are not new; other bytes are, once")
  func dedupe() {
    var seen = SeenContents()
    let path = "/w/one.swift"
    // The same save seen twice (the watcher, then a blocking editor's exit) is new once.
    #expect(offer(["a", "a"], at: path, to: &seen) == [true, false])
    // Graded by g (noted), then reported by the watcher: not new; going back to "a" is.
    seen.note(Array("b".utf8), at: path)
    #expect(offer(["b", "a"], at: path, to: &seen) == [false, true])
    // Files are kept apart.
    #expect(offer(["b"], at: "/w/two.swift", to: &seen) == [true])
  }

  @Test("after the file went missing, whatever comes back is new")
  func missing() {
    var seen = SeenContents()
    seen.note(Array("a".utf8), at: "/w/one.swift")
    seen.note(nil, at: "/w/one.swift")
    #expect(offer(["a"], at: "/w/one.swift", to: &seen) == [true])
  }
}
