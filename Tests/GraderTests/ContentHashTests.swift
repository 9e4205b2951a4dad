import Foundation
import Grader
import Testing

@Suite("Content hashes and verdict keys")
struct ContentHashTests {
  @Test("hexadecimal round trip, either case")
  func hexadecimal() throws {
    let upper = "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"
    let hash = try #require(ContentHash(hexadecimal: upper))
    #expect(hash == ContentHash(of: "abc"))
    #expect(hash.hexadecimal == upper.lowercased())
    #expect(hash.prefix(8) == "ba7816bf")
  }

  @Test("malformed digests are refused")
  func malformed() {
    #expect(ContentHash(hexadecimal: "abc") == nil)
    #expect(ContentHash(hexadecimal: String(repeating: "g", count: 64)) == nil)
    #expect(ContentHash(bytes: [1, 2, 3]) == nil)
  }

  @Test("Codable as a hexadecimal string")
  func codable() throws {
    let hash = ContentHash(of: "")
    let data = try JSONEncoder().encode([hash])
    #expect(
      String(decoding: data, as: UTF8.self)
        == "[\"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\"]")
    #expect(try JSONDecoder().decode([ContentHash].self, from: data) == [hash])
  }

  @Test("fields are framed: moving a byte between fields changes the hash")
  func framing() {
    var first = ContentHasher(domain: "test")
    first.add("a", "ab")
    first.add("b", "c")
    var second = ContentHasher(domain: "test")
    second.add("a", "a")
    second.add("b", "bc")
    #expect(first.finalize() != second.finalize())
  }

  /// The framing written out by hand: 8-byte big-endian length, bytes, for name then value.
  @Test("the framing is SHA-256 of length-prefixed names and values")
  func framingBytes() {
    var hasher = ContentHasher(domain: "d")
    hasher.add("k", "vv")
    var expected: [UInt8] = []
    expected += [0, 0, 0, 0, 0, 0, 0, 6] + Array("domain".utf8)
    expected += [0, 0, 0, 0, 0, 0, 0, 1] + Array("d".utf8)
    expected += [0, 0, 0, 0, 0, 0, 0, 1] + Array("k".utf8)
    expected += [0, 0, 0, 0, 0, 0, 0, 2] + Array("vv".utf8)
    #expect(hasher.finalize() == ContentHash(of: expected))
  }

  @Test("verdict keys depend on every input but not on the order of exercise files")
  func verdictKey() {
    let json = VerdictCacheKey.ExerciseFile(name: "exercise.json", contents: Array("{}".utf8))
    let expected = VerdictCacheKey.ExerciseFile(name: "expected.json", contents: Array("[]".utf8))
    let learner = Array("import UIKit\n".utf8)
    let key = VerdictCacheKey.make(
      engineVersion: "1", exerciseID: "01/a", exerciseFiles: [json, expected], learnerFile: learner)
    let reordered = VerdictCacheKey.make(
      engineVersion: "1", exerciseID: "01/a", exerciseFiles: [expected, json], learnerFile: learner)
    #expect(key == reordered)
    let otherEngine = VerdictCacheKey.make(
      engineVersion: "2", exerciseID: "01/a", exerciseFiles: [json, expected], learnerFile: learner)
    let otherExercise = VerdictCacheKey.make(
      engineVersion: "1", exerciseID: "01/b", exerciseFiles: [json, expected], learnerFile: learner)
    let otherFile = VerdictCacheKey.make(
      engineVersion: "1", exerciseID: "01/a", exerciseFiles: [json, expected],
      learnerFile: learner + [0x20])
    let otherExpected = VerdictCacheKey.make(
      engineVersion: "1", exerciseID: "01/a",
      exerciseFiles: [json, .init(name: "expected.json", contents: Array("[1]".utf8))],
      learnerFile: learner)
    #expect(Set([key, otherEngine, otherExercise, otherFile, otherExpected]).count == 5)
  }
}

@Suite("Content-addressed store")
struct ContentAddressedStoreTests {
  @Test("stores, finds, replaces and removes entries by hash")
  func roundTrip() throws {
    let directory = try TemporaryDirectory(prefix: "layoutlings-store-test")
    defer { directory.remove() }
    let store = ContentAddressedStore(directory: directory.file("verdicts"))
    let key = ContentHash(of: "abc")
    #expect(store.data(for: key) == nil)
    try store.store(Array("pass".utf8), for: key)
    #expect(store.data(for: key) == Array("pass".utf8))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.file(
          "verdicts/ba/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")))
    try store.store(Array("fail".utf8), for: key)
    #expect(store.data(for: key) == Array("fail".utf8))
    #expect(store.data(for: ContentHash(of: "abd")) == nil)
    store.remove(key)
    #expect(store.data(for: key) == nil)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: directory.file("verdicts/ba"))
    #expect(leftovers.isEmpty)
  }
}
