import Checkout
import Course
import Devices
import Foundation
import Grader
import GradingService
import TestSupport

/// A one-module course written into a scratch folder for one test: its exercises are given here,
/// field by field, so each test reads the exercise format it exercises. The course is read by the
/// real loader with the real device table, and files are graded by the real grading service
/// (compiled and run on the engine), as `dev check` grades.
struct StepsCourse {
  /// One exercise folder of the course.
  struct Exercise {
    /// The exercise folder, `01-grid`; the id is `01-steps/<folder>`.
    var folder: String
    /// The `entry` object, as JSON.
    var entry: String
    /// The `devices` array, as JSON.
    var devices: String
    /// The `checks` array, as JSON.
    var checks: String
    /// The `steps` array, as JSON.
    var steps: String
    /// The `rules` array, as JSON, if any.
    var rules: String? = nil
    /// `expected.json`.
    var expected: String
    /// `Exercise.swift`.
    var starter: String
    /// `Solution.swift`.
    var solution: String

    /// The exercise's id.
    var id: String { "\(StepsCourse.module)/\(folder)" }

    /// `exercise.json`, one field per line so problems name their lines.
    var json: String {
      var lines = [
        "{",
        "  \"id\": \"\(id)\",",
        "  \"title\": \"A fixture\",",
        "  \"entry\": \(entry),",
        "  \"devices\": \(devices),",
        "  \"checks\": \(checks),",
        "  \"steps\": \(steps),",
      ]
      if let rules { lines.append("  \"rules\": \(rules),") }
      lines += [
        "  \"hints\": [\"The idea.\", \"The steps.\", \"The answer.\"],",
        "  \"cards\": [{\"question\": \"Why?\", \"answer\": \"Because.\"}]",
        "}",
      ]
      return lines.joined(separator: "\n") + "\n"
    }
  }

  static let module = "01-steps"

  let scratch: ScratchFolder
  let lessons: URL

  /// Writes the course with `exercises`.
  init(_ exercises: [Exercise]) throws {
    scratch = try ScratchFolder(prefix: "layoutlings-steps")
    lessons = scratch.url.appendingPathComponent("Lessons", isDirectory: true)
    let module = lessons.appendingPathComponent(Self.module, isDirectory: true)
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try write(
      "{\"formatVersion\": 1, \"title\": \"Steps\", \"modules\": [\"\(Self.module)\"]}\n",
      to: lessons.appendingPathComponent("course.json"))
    try write("# Steps\n\n## One\n\nA step.\n", to: module.appendingPathComponent("lesson.md"))
    for exercise in exercises {
      let folder = module.appendingPathComponent(exercise.folder, isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try write(exercise.json, to: folder.appendingPathComponent("exercise.json"))
      try write(exercise.expected, to: folder.appendingPathComponent("expected.json"))
      try write(exercise.starter, to: folder.appendingPathComponent("Exercise.swift"))
      try write(exercise.solution, to: folder.appendingPathComponent("Solution.swift"))
    }
  }

  private func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }

  /// The device table of the checkout (`Data/devices.json`).
  static func deviceTable() throws -> DeviceTable {
    guard let root = Checkout.root else { throw CocoaError(.fileNoSuchFile) }
    return try DeviceTable.load(dataFolder: Checkout.dataFolder(of: root))
  }

  /// The course as the loader reads it: with the device table (as `dev check` reads it), or
  /// without (as a learner's import does).
  func load(withDeviceTable: Bool = true) throws -> (
    catalog: LessonCatalog?, problems: [String]
  ) {
    let table = try Self.deviceTable()
    let (catalog, problems) = LessonCatalog.load(
      courseDirectory: lessons, knownDevices: Set(table.names),
      deviceTable: withDeviceTable ? table : nil)
    return (catalog, problems.map(\.description))
  }

  /// The exercise `id`, read without problems.
  func exercise(_ id: String, withDeviceTable: Bool = true) throws -> ExerciseSpec {
    let (catalog, problems) = try load(withDeviceTable: withDeviceTable)
    guard problems.isEmpty,
      let spec = catalog?.exercises.first(where: { $0.id == id })
    else { throw FixtureProblem(problems: problems) }
    return spec
  }

  /// Grades `source` as `spec` through the grading service, with no store (nothing recorded)
  /// and no verdict cache (every file compiled and run).
  func grade(_ source: String, as spec: ExerciseSpec) throws -> Verdict {
    guard let root = Checkout.root else { throw CocoaError(.fileNoSuchFile) }
    let configuration = GraderConfiguration(
      packageRoot: root.path, dataDirectory: Checkout.dataFolder(of: root).path,
      cacheDirectory: scratch.url.appendingPathComponent("cache").path, usesVerdictCache: false)
    let service = GradingService(
      configuration: configuration, store: nil,
      workspace: Workspace(home: scratch.url.appendingPathComponent("home", isDirectory: true)),
      clock: { Date(timeIntervalSince1970: 1_735_722_000) })
    return try service.grade(
      Submission(path: "Exercise.swift", bytes: Array(source.utf8)), as: spec
    ).result.verdict
  }

  /// The course had problems where none were expected.
  struct FixtureProblem: Error, CustomStringConvertible {
    var problems: [String]
    var description: String {
      "the fixture course has problems:\n" + problems.joined(separator: "\n")
    }
  }
}
