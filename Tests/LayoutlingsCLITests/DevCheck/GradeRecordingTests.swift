import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// `layoutlings grade` records each freshly graded attempt in the workspace's course store.
@Suite("grade records attempts")
struct GradeRecordingTests {
  @Test("a graded file is one attempt; grading it again unchanged adds none")
  func gradeRecordsOneAttemptPerVersion() throws {
    let course = try BadgeCourse(solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained)
    let home = course.scratch.url.appendingPathComponent("home", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // Share the engine the dev check tests build; the folder must exist for the link to hold.
    let sharedCache = DevCheckRunner.home.appendingPathComponent("cache", isDirectory: true)
    try FileManager.default.createDirectory(at: sharedCache, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: home.appendingPathComponent("cache"), withDestinationURL: sharedCache)
    let file = course.scratch.url.appendingPathComponent("Badge.swift")
    try Data(BadgeCourse.centred.utf8).write(to: file)

    func run(_ arguments: [String]) -> CommandResult {
      let output = StringSink()
      let errors = StringSink()
      let context = CommandContext(
        output: output, errors: errors,
        environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
        currentDirectory: course.scratch.url, checkoutDirectory: DevCheckRunner.checkout)
      let status = LayoutlingsCLI.run(
        ["--home", home.path, "--course", course.course.path] + arguments, context: context)
      return CommandResult(status: status, output: output.text, errors: errors.text)
    }

    let grade = ["grade", file.path, "--exercise", BadgeCourse.exerciseID]
    let first = run(grade)
    #expect(first.status == .success, "stderr: \(first.errors)")
    let second = run(grade)
    #expect(second.status == .success, "stderr: \(second.errors)")

    let list = run(["list", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])
    let modules = try #require(json["modules"] as? [[String: Any]])
    let exercise = try #require((modules.first?["exercises"] as? [[String: Any]])?.first)
    #expect(exercise["status"] as? String == "passed")
    #expect(exercise["attempts"] as? Int == 1)
    #expect(exercise["bestScore"] as? Double == 1)
  }
}
