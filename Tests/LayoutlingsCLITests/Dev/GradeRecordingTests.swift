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

    func run(_ arguments: [String], terminal: Bool = false) -> CommandResult {
      let output = StringSink()
      let errors = StringSink()
      let context = CommandContext(
        output: output, errors: errors,
        environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
        currentDirectory: course.scratch.url, outputIsTerminal: terminal,
        checkoutDirectory: DevCheckRunner.checkout)
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

    // A plain pass ends with what to do next; a failure does not.
    let id = BadgeCourse.exerciseID
    // One line, wrapped at 80 columns where the words allow.
    #expect(
      Array(first.outputLines.suffix(6)) == [
        "", "Next: rate it (layoutlings rate 01-basics/01-centre-a-badge",
        "again|hard|good|easy; suggested: easy, passed on the first try), move on",
        "(layoutlings next), or compare with the reference solution (layoutlings solution",
        "01-basics/01-centre-a-badge).", "",
      ])
    try Data(BadgeCourse.unconstrained.utf8).write(to: file)
    let failed = run(grade)
    #expect(failed.status == .failure, "stderr: \(failed.errors)")
    #expect(!failed.output.contains("Next: rate it"))

    // A short name grades that exercise's working copy, made from the starter (which fails).
    let short = run(["grade", "centre-a-badge"])
    #expect(short.status == .failure, "stderr: \(short.errors)")
    #expect(short.outputLines.first?.hasPrefix("\(id): failed") == true)
    let copy = home.appendingPathComponent("exercises/\(id).swift")
    #expect(try contents(copy) == BadgeCourse.unconstrained)

    // check regrades every working copy: this one fails, so it exits with 1.
    let check = run(["check"])
    #expect(check.status == .failure, "stderr: \(check.errors)")
    #expect(
      check.outputLines == [
        "-- \(id): failed (0 of 2 frames match)", "",
        "Checked 1 working copy: 0 passed, 1 did not.",
        // The command on a line of its own, whole, however narrow the output.
        "Not passing: \(id). See why with:", "  layoutlings grade \(id)",
        "Workspace: \(home.path)", "",
      ])
    try Data(BadgeCourse.centred.utf8).write(to: copy)
    let fixed = run(["check"])
    #expect(fixed.status == .success, "stderr: \(fixed.errors)")
    #expect(
      fixed.outputLines == [
        "ok \(id): passed (2 of 2 frames match)", "",
        "Checked 1 working copy: 1 passed, 0 did not.", "Workspace: \(home.path)", "",
      ])
    // On a terminal a bar says what is being graded, and is wiped before the result line.
    let drawn = run(["check"], terminal: true)
    #expect(drawn.status == .success)
    let bar = "\r\u{1B}[2K[\u{1B}[2m░░░░░░░░░░░░░░░░░░░░\u{1B}[0m] 0/1 grading \(id)"
    #expect(drawn.output.hasPrefix(bar + "\r\u{1B}[2K\u{1B}[32m✓\u{1B}[0m \(id): passed"))

    // What the program prints comes with the verdict, marked as its own, and in --json.
    let printing = BadgeCourse.centred.replacingOccurrences(
      of: "super.viewDidLoad()", with: "super.viewDidLoad()\n    print(\"badge ready\")")
    try Data(printing.utf8).write(to: copy)
    let printed = run(["grade"])
    #expect(printed.status == .success, "stderr: \(printed.errors)")
    #expect(
      printed.output.contains(
        "\nYour program printed (iphone-se, iphone-x):\n  │ badge ready\n"))
    let asJSON = run(["grade", "--json"])
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(asJSON.output.utf8)) as? [String: Any])
    let outputs = try #require(root["programOutput"] as? [[String: Any]])
    #expect(outputs.map { $0["device"] as? String } == ["iphone-se", "iphone-x"])
    #expect(outputs.map { $0["text"] as? String } == ["badge ready", "badge ready"])
    #expect(outputs.map { $0["truncated"] as? Bool } == [false, false])
  }
}
