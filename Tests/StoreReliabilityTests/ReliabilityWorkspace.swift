import Checkout
import Course
import Foundation
import ReliabilityFixtures
import TestSupport
import Testing

/// A scratch workspace (`--home`) on a copy of the real course, and the built executables that
/// work on it: `layoutlings` and `CourseStoreProbe`.
///
/// Every lesson of the copy ends with a line "Revision N.", the same N in each, so a test can
/// change the whole course at once (`bumpRevision()`) and later see whether an import was whole.
final class ReliabilityWorkspace {
  /// The package checkout, whose `Lessons/` is copied.
  static let checkout = Checkout.root ?? URL(fileURLWithPath: "/")

  let scratch: URL
  let home: URL
  let course: URL
  let logs: URL
  let layoutlings: URL
  let probe: URL
  /// The revision written into the course copy last.
  private(set) var revision = 0
  /// The module folders of the course copy, sorted.
  let modules: [URL]

  var storePath: String { home.appendingPathComponent("layoutlings.sqlite").path }

  init() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-reliability-\(UUID().uuidString)")
    home = scratch.appendingPathComponent("home")
    course = scratch.appendingPathComponent("course")
    logs = scratch.appendingPathComponent("logs")
    for folder in [home, logs] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: Self.checkout.appendingPathComponent("Lessons"), to: course)
    modules = try FileManager.default.contentsOfDirectory(
      at: course, includingPropertiesForKeys: nil
    )
    .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("lesson.md").path) }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    try #require(!modules.isEmpty)
    layoutlings = try BuiltProducts.layoutlings()
    probe = try BuiltProducts.executable("CourseStoreProbe")
    try writeRevision(0)
  }

  deinit {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Writes the next revision into every lesson of the course copy.
  func bumpRevision() throws {
    try writeRevision(revision + 1)
  }

  private func writeRevision(_ number: Int) throws {
    for module in modules {
      let url = module.appendingPathComponent("lesson.md")
      var text = try String(contentsOf: url, encoding: .utf8)
      if let range = text.range(of: "\n\nRevision ", options: .backwards) {
        text.removeSubrange(range.lowerBound...)
      }
      text += "\n\nRevision \(number).\n"
      try Data(text.utf8).write(to: url)
    }
    revision = number
  }

  /// The environment every child gets: no colour, and the tools grading needs.
  var environment: [String: String] {
    var environment = ["NO_COLOR": "1", "HOME": scratch.path]
    for name in ["PATH", "SWIFTC", "TMPDIR"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    return environment
  }

  /// Imports the course (with a `list`) and records a passed attempt at each exercise half a
  /// second before each of its `ratings`' dates: the evidence `rate` needs for every one of them
  /// (a rating needs a pass since the one before it).
  func recordPasses(before ratings: [(exercise: String, date: Date)]) throws {
    let setUp = try startCLI(["list"], name: "set-up-passes").wait()
    try #require(setUp.succeeded, "list: \(setUp.errors)")
    let store = try CourseStore(path: storePath, now: Date())
    try store.recordAttempts(
      ratings.enumerated().map { index, rating in
        AttemptRecord(
          exerciseID: rating.exercise, at: rating.date.addingTimeInterval(-0.5),
          sourceHash: StoreAudit.seededPrefix + "\(index)", status: .passed, score: 1, durationMs: 1
        )
      })
  }

  /// Starts `layoutlings` on this workspace and course.
  func startCLI(_ arguments: [String], name: String) throws -> SpawnedProcess {
    try SpawnedProcess(
      layoutlings, ["--home", home.path, "--course", course.path] + arguments,
      environment: environment, logs: logs, name: name)
  }

  /// Starts the store probe recording `count` attempts at `exercise`, tagged `tag`.
  func startProbe(exercise: String, count: Int, tag: String, name: String) throws
    -> SpawnedProcess
  {
    try SpawnedProcess(
      probe, ["record", storePath, exercise, String(count), tag], environment: environment,
      logs: logs, name: name)
  }
}

/// The `--now` text for `date`, to the millisecond.
func isoText(_ date: Date) -> String {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
  return formatter.string(from: date)
}

/// Whether a command's output shows a lock error to the learner.
func mentionsLockContention(_ text: String) -> Bool {
  let lowered = text.lowercased()
  return ["locked", "busy", "sqlite_busy", "sqlite_locked"].contains { lowered.contains($0) }
}
