import Course
import Foundation
import TestSupport
import Testing

/// The device ids the tests treat as known.
let testDevices: Set<String> = ["iphone-se", "iphone-8", "iphone-x"]

/// The fixture course shipped with the tests (read-only).
func fixtureCourseURL() throws -> URL {
  let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return fixtures.appendingPathComponent("Lessons", isDirectory: true)
}

/// A copy of the fixture course in a temporary `Lessons/` folder that a test may break.
final class CourseSandbox {
  private let folder: ScratchFolder
  /// The sandbox's `Lessons/` folder.
  let lessons: URL

  init() throws {
    folder = try ScratchFolder()
    lessons = folder.url.appendingPathComponent("Lessons", isDirectory: true)
    try FileManager.default.copyItem(at: try fixtureCourseURL(), to: lessons)
  }

  /// Writes `text` to `path` (relative to `Lessons/`), creating folders as needed.
  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  /// Writes `bytes` to `path` (relative to `Lessons/`), creating folders as needed.
  func write(_ path: String, bytes: [UInt8]) throws {
    let url = lessons.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Creates the folder `path` (relative to `Lessons/`).
  func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      at: lessons.appendingPathComponent(path), withIntermediateDirectories: true)
  }

  /// Removes the file or folder at `path` (relative to `Lessons/`).
  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: lessons.appendingPathComponent(path))
  }

  /// Loads the sandbox course.
  func load(hasher: ContentHasher = .fnv1a64) -> (
    catalog: LessonCatalog?, problems: [CatalogProblem]
  ) {
    LessonCatalog.load(courseDirectory: lessons, knownDevices: testDevices, hasher: hasher)
  }

  /// The problems loading the sandbox reports, as `path:line: message` lines.
  func problems() -> [String] {
    load().problems.map(\.description)
  }

  /// Adds exercise `01-anchors/03-extra` from its four files (`nil` leaves a file out).
  func addExercise(
    json: String?, expected: String?, starter: String? = "let starter = 1\n",
    solution: String? = "let solution = 1\n", folder: String = "01-anchors/03-extra"
  ) throws {
    try makeFolder(folder)
    if let json { try write("\(folder)/exercise.json", json) }
    if let expected { try write("\(folder)/expected.json", expected) }
    if let starter { try write("\(folder)/Exercise.swift", starter) }
    if let solution { try write("\(folder)/Solution.swift", solution) }
  }
}

/// A valid `exercise.json` for `01-anchors/03-extra`, one field per line (see the line numbers),
/// with `replacements` substituted for whole lines by line number.
func extraExerciseJSON(replacing replacements: [Int: String] = [:]) -> String {
  var lines = [
    "{",  // 1
    "  \"id\": \"01-anchors/03-extra\",",  // 2
    "  \"title\": \"Extra\",",  // 3
    "  \"entry\": { \"viewController\": \"ExtraViewController\" },",  // 4
    "  \"devices\": [\"iphone-se\"],",  // 5
    "  \"checks\": [\"box\"],",  // 6
    "  \"steps\": [{ \"snapshot\": \"initial\" }],",  // 7
    "  \"hints\": [\"One.\", \"Two.\"],",  // 8
    "  \"cards\": [{ \"question\": \"Q?\", \"answer\": \"A.\" }]",  // 9
    "}",  // 10
  ]
  for (line, text) in replacements { lines[line - 1] = text }
  return lines.joined(separator: "\n") + "\n"
}

/// The `expected.json` that matches `extraExerciseJSON()`.
let extraExpectedJSON = """
  {
    "iphone-se": {
      "initial": { "box": [0, 0, 10, 10] }
    }
  }
  """
