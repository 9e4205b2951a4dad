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

  @Test("every exercise of Lessons/ is as it should be")
  func realCourse() throws {
    let lessons = DevCheckRunner.checkout.appendingPathComponent("Lessons", isDirectory: true)
    let ids = try Self.exerciseIDs(in: lessons)
    #expect(!ids.isEmpty)
    let result = DevCheckRunner.run(course: lessons)
    #expect(result.status == .success, "\(result.output)\nstderr:\n\(result.errors)")
    let expected =
      ids.map { "ok    \($0)" }
      + [
        "\(ids.count) of \(ids.count) exercises as they should be; no problems in the course's files.",
        "",
      ]
    #expect(result.outputLines == expected)
  }
}
