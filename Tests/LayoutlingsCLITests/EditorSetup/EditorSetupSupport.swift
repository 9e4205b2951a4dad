import Checkout
import EditorSupport
import Foundation
import Grader
import LayoutlingsCLI
import Terminal
import TestSupport

/// A workspace on the badge course, run in-process with the package's own engine (the one the
/// test bundle was built with, as `layoutlings` finds its own build).
final class EditorWorkspace {
  let course: BadgeCourse
  let home: URL
  /// Extra environment (`SWIFTC` for another compiler).
  var environment: [String: String] = [:]

  init() throws {
    course = try BadgeCourse(solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained)
    home = course.scratch.url.appendingPathComponent("home", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // Share the engine cache of the dev check tests, in case the grader builds the engine.
    let sharedCache = DevCheckRunner.home.appendingPathComponent("cache", isDirectory: true)
    try FileManager.default.createDirectory(at: sharedCache, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: home.appendingPathComponent("cache"), withDestinationURL: sharedCache)
  }

  var scratch: ScratchFolder { course.scratch }
  var exercises: URL { home.appendingPathComponent("exercises", isDirectory: true) }
  var review: URL { home.appendingPathComponent("review", isDirectory: true) }

  /// Runs `arguments` after `--home` and `--course`, in the scratch folder.
  func run(_ arguments: [String]) -> CommandResult {
    let output = StringSink()
    let errors = StringSink()
    var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    environment.merge(self.environment) { $1 }
    let context = CommandContext(
      output: output, errors: errors, environment: environment,
      currentDirectory: scratch.url, checkoutDirectory: DevCheckRunner.checkout)
    let status = LayoutlingsCLI.run(
      ["--home", home.path, "--course", course.course.path] + arguments, context: context)
    return CommandResult(status: status, output: output.text, errors: errors.text)
  }

  /// The text of `compile_flags.txt` in `folder`, nil when there is none.
  static func flags(in folder: URL) -> String? {
    FileManager.default.contents(
      atPath: folder.appendingPathComponent(EditorBuildSettings.flagsFileName).path
    ).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The engine this process would grade with, as `layoutlings` finds it.
  func currentSettings() throws -> EditorBuildSettings {
    let configuration = GraderConfiguration(
      packageRoot: DevCheckRunner.checkout.path,
      dataDirectory: DevCheckRunner.checkout.appendingPathComponent("Data").path,
      cacheDirectory: home.appendingPathComponent("cache").path)
    let compiler = try GradingSession(configuration: configuration).prepare()
    return EditorBuildSettings(compiler: compiler)
  }
}
