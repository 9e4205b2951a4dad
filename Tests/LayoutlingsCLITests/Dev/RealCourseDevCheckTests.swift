import Foundation
import Testing

@testable import LayoutlingsCLI

/// `dev check` on the course in the checkout's `Lessons/`: every solution passes, every starter
/// fails, and nothing in the files is wrong. This compiles two programs per exercise, so it is
/// the slow suite of this module.
@Suite("dev check on the real course (slow: compiles every exercise)")
struct RealCourseDevCheckTests {
  /// The ids of the exercises `course.json` lists, found by walking the folders: every
  /// `<module>/<exercise>/exercise.json` of a listed module.
  static func exerciseIDs(in lessons: URL) throws -> [String] {
    struct Manifest: Decodable { var modules: [String] }
    let manifest = try JSONDecoder().decode(
      Manifest.self, from: Data(contentsOf: lessons.appendingPathComponent("course.json")))
    var ids: [String] = []
    for module in manifest.modules {
      let folder = lessons.appendingPathComponent(module, isDirectory: true)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      for name in names {
        let description = folder.appendingPathComponent(name).appendingPathComponent(
          "exercise.json")
        if FileManager.default.fileExists(atPath: description.path) {
          ids.append("\(module)/\(name)")
        }
      }
    }
    return ids
  }

  /// How many files the exercises' `mistakes/` and `shortcuts/` folders hold, and how many of
  /// them are open (their header has an `open:` line), read from the files.
  static func mistakeCounts(in lessons: URL, ids: [String]) throws -> (closed: Int, open: Int) {
    var closed = 0
    var open = 0
    for id in ids {
      for kind in ["mistakes", "shortcuts"] {
        let folder = lessons.appendingPathComponent(id).appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasSuffix(".swift") {
          let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
          let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }
          if header.contains(where: { $0.hasPrefix("// open:") }) { open += 1 } else { closed += 1 }
        }
      }
    }
    return (closed, open)
  }

  /// The course in two halves of about the same grading time (about 180 files each: solutions,
  /// starters and the mistakes that lead with their cause), checked by two tests that run side
  /// by side.
  static let halves: [[String]] = [
    ["01-", "02-", "03-", "04-", "05-", "06-", "07-", "08-", "09-", "19-"],
    ["10-", "11-", "12-", "13-", "14-", "15-", "16-", "17-", "18-", "20-"],
  ]

  @Test("every exercise of Lessons/ is as it should be", arguments: [0, 1])
  func realCourse(half: Int) throws {
    let lessons = DevCheckRunner.checkout.appendingPathComponent("Lessons", isDirectory: true)
    let all = try Self.exerciseIDs(in: lessons)
    let prefixes = Self.halves[half]
    let ids = all.filter { id in prefixes.contains { id.hasPrefix($0) } }
    #expect(!ids.isEmpty)
    // Together the halves are the whole course.
    #expect(Self.halves.flatMap { $0 }.count == Set(all.map { String($0.prefix(3)) }).count)
    let result = DevCheckRunner.run(course: lessons, arguments: prefixes)
    #expect(result.status == .success, "\(result.output)\nstderr:\n\(result.errors)")
    let mistakes = try Self.mistakeCounts(in: lessons, ids: ids)
    var expected =
      ids.map { "ok    \($0)" }
      + [
        "\(ids.count) of \(ids.count) exercises as they should be; no problems in the course's files."
      ]
    if mistakes.closed + mistakes.open > 0 {
      expected.append(
        "Mistakes and shortcuts: \(mistakes.closed) whose verdict leads with their cause,"
          + " \(mistakes.open) open.")
    }
    #expect(result.outputLines == expected + [""])
  }
}
