import Checkout
import Course
import Devices
import Foundation
import LayoutlingsCLI
import Terminal
import TestSupport
import Testing

/// The devices the fixture course names, as the real device table describes them.
let fixtureDevices: DeviceTable = {
  let ids = ["iphone-se", "iphone-8", "iphone-x"]
  let checkout = Checkout.root ?? URL(fileURLWithPath: "/")
  let table = try? DeviceTable.load(dataFolder: Checkout.dataFolder(of: checkout))
  return DeviceTable(entries: (table?.entries ?? []).filter { ids.contains($0.id) })
}()

/// The fixture course of the Course tests, read in place.
let fixtureCourse = (Checkout.root ?? URL(fileURLWithPath: "/"))
  .appendingPathComponent("Tests/CourseTests/Fixtures/Lessons", isDirectory: true)

/// 2025-01-01T09:00:00Z: 20089 days after 1970-01-01 (55 years with 14 leap days), and 9 hours.
let harnessTime = Date(timeIntervalSince1970: 20089 * 86_400 + 9 * 3_600)

/// What one command printed and returned.
struct CommandResult {
  var status: ExitCode
  var output: String
  var errors: String

  var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Runs `layoutlings` commands in-process against a temporary workspace and a course folder.
final class CommandHarness {
  let scratch: ScratchFolder
  /// The workspace folder passed as `--home`.
  let home: URL
  /// The course folder passed as `--course`.
  var course: URL

  /// A harness on the fixture course, or on a copy of it that a test may change.
  init(copyCourse: Bool = false) throws {
    scratch = try ScratchFolder()
    home = scratch.url.appendingPathComponent("home", isDirectory: true)
    if copyCourse {
      course = scratch.url.appendingPathComponent("Lessons", isDirectory: true)
      try FileManager.default.copyItem(at: fixtureCourse, to: course)
    } else {
      course = fixtureCourse
    }
  }

  /// Runs `arguments` after `--home` and `--course`, at `harnessTime` unless `--now` is given.
  func run(
    _ arguments: [String], terminal: Bool = false, environment: [String: String] = [:],
    input: Data = Data()
  ) -> CommandResult {
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors, environment: environment, currentDirectory: scratch.url,
      outputIsTerminal: terminal, clock: { harnessTime }, checkoutDirectory: nil,
      devices: fixtureDevices, readInput: { input })
    let status = LayoutlingsCLI.run(
      ["--home", home.path, "--course", course.path] + arguments, context: context)
    return CommandResult(status: status, output: output.text, errors: errors.text)
  }

  /// The store of the workspace, for recording what `grade` would.
  func store() throws -> CourseStore {
    try CourseStore(workspace: Workspace(home: home))
  }

  /// The working copy of `id`.
  /// Records a passed attempt at `exerciseID` at `date` (a minute before the harness time by
  /// default): the evidence a rating needs.
  func recordPass(_ exerciseID: String, at date: Date = harnessTime.addingTimeInterval(-60))
    throws
  {
    _ = run(["list"])  // imports the course
    try store().recordAttempt(
      AttemptRecord(
        exerciseID: exerciseID, at: date, sourceHash: "sha256:pass", status: .passed, score: 1,
        durationMs: 1))
  }

  func workingCopy(_ id: String) throws -> URL {
    try Workspace(home: home).workingCopyURL(forExerciseID: id)
  }
}

/// An attempt at `id` graded at `harnessTime` plus `minutes`.
func gradedAttempt(_ id: String, _ status: AttemptStatus, score: Double, minutes: Double = 0)
  -> AttemptRecord
{
  AttemptRecord(
    exerciseID: id, at: harnessTime.addingTimeInterval(minutes * 60), sourceHash: "h",
    status: status,
    score: score, durationMs: 300)
}

/// The text of the file at `url`.
func contents(_ url: URL) throws -> String {
  String(decoding: try Data(contentsOf: url), as: UTF8.self)
}
