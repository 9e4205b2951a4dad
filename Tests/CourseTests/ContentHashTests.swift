import Course
import Foundation
import Synchronization
import Testing

@Suite("Content hashes")
struct ContentHashTests {
  @Test("FNV-1a 64 matches the published test vectors")
  func fnvVectors() {
    // Vectors from the FNV reference (draft-eastlake-fnv, isthe.com/chongo/tech/comp/fnv).
    #expect(FNV1a64.hash([UInt8]()) == 0xcbf2_9ce4_8422_2325)
    #expect(FNV1a64.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    #expect(FNV1a64.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
  }

  @Test("the default hasher writes fnv1a64: and 16 hexadecimal digits")
  func defaultFormat() {
    #expect(ContentHasher.fnv1a64.digest([]) == "fnv1a64:cbf29ce484222325")
    #expect(ContentHasher.fnv1a64.digest(Array("a".utf8)) == "fnv1a64:af63dc4c8601ec8c")
  }

  @Test("files are framed as name, NUL, length, NUL, contents, in order")
  func framing() {
    let framed = ContentHasher.frame([("a", Array("bc".utf8)), ("ab", Array("c".utf8))])
    #expect(framed == Array("a\u{0}2\u{0}bcab\u{0}1\u{0}c".utf8))
    #expect(
      ContentHasher.frame([("a", Array("bc".utf8))]) + ContentHasher.frame([("x", [])])
        == ContentHasher.frame([("a", Array("bc".utf8)), ("x", [])]))
  }

  @Test(
    "the catalog hashes exercise.json, Exercise.swift, Solution.swift, expected.json, then instructions"
  )
  func catalogUsesInjectedDigest() throws {
    let seen = Mutex<[[UInt8]]>([])
    let recorder = ContentHasher { bytes in
      seen.withLock { $0.append(bytes) }
      return "recorded-\(bytes.count)"
    }
    let fixture = try fixtureCourseURL()
    let result = LessonCatalog.load(
      courseDirectory: fixture, knownDevices: testDevices, hasher: recorder)
    #expect(result.problems == [])
    let slide = try #require(result.catalog?.exercise(id: "02-animation/01-slide-a-box"))

    let folder = fixture.appendingPathComponent("02-animation/01-slide-a-box")
    func contents(_ name: String) throws -> [UInt8] {
      [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
    var expected: [UInt8] = []
    for name in [
      "exercise.json", "Exercise.swift", "Solution.swift", "expected.json", "instructions.md",
    ] {
      let bytes = try contents(name)
      expected += Array(name.utf8) + [0] + Array(String(bytes.count).utf8) + [0] + bytes
    }
    #expect(slide.contentHash == "recorded-\(expected.count)")
    #expect(seen.withLock { $0 }.contains(expected))
    #expect(seen.withLock { $0.count } == 3)
  }

  @Test("a hash changes when any of the exercise's files changes, and only then")
  func hashFollowsContent() throws {
    let sandbox = try CourseSandbox()
    func hashes() -> [String] { sandbox.load().catalog?.exercises.map(\.contentHash) ?? [] }
    let before = hashes()
    #expect(before.count == 3)
    #expect(Set(before).count == 3)
    #expect(hashes() == before)

    try sandbox.write("01-anchors/01-center-a-box/Solution.swift", "let changed = true\n")
    let afterSolution = hashes()
    #expect(afterSolution[0] != before[0])
    #expect(Array(afterSolution[1...]) == Array(before[1...]))

    try sandbox.write("02-animation/01-slide-a-box/instructions.md", "New words.\n")
    let afterInstructions = hashes()
    #expect(afterInstructions[2] != before[2])
    #expect(Array(afterInstructions[..<2]) == Array(afterSolution[..<2]))

    try sandbox.write("01-anchors/lesson.md", "# Anchors\n\n## Only\n\nChanged lesson.\n")
    #expect(hashes() == afterInstructions)
  }
}
