import Course
import Foundation
import Terminal
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// Broken lesson folders given with `--course`: each problem is one `path:line: message` line
/// (with the column for JSON syntax), the command exits 65 (66 for a missing folder), and the
/// learner's progress is untouched.
@Suite("Bad input: lesson folders")
struct LessonFolderInputTests {
  static let exercise = "01-anchors/01-center-a-box"
  static let exerciseJSON = "Lessons/01-anchors/01-center-a-box/exercise.json"

  /// A workspace with the fixture course imported and one hint revealed, on a course copy.
  private func harnessWithProgress() throws -> CommandHarness {
    let harness = try CommandHarness(copyCourse: true)
    #expect(harness.run(["hint", Self.exercise]).status == .success)
    return harness
  }

  private func write(_ harness: CommandHarness, _ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: harness.course.appendingPathComponent(path))
  }

  /// The fixture's exercise.json with `old` replaced by `new`.
  private func exerciseJSON(_ harness: CommandHarness, replacing old: String, with new: String)
    throws -> String
  {
    let url = harness.course.appendingPathComponent("01-anchors/01-center-a-box/exercise.json")
    let text = try contents(url)
    #expect(text.contains(old))
    return text.replacingOccurrences(of: old, with: new)
  }

  /// Runs `list`, expects exit 65 with exactly `lines` on standard error, then checks that the
  /// progress is still there once the course is put right.
  private func expectRefused(_ harness: CommandHarness, lines: [String]) throws {
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(result.errors == lines.map { $0 + "\n" }.joined())
    #expect(result.output.isEmpty)
    try FileManager.default.removeItem(at: harness.course)
    try FileManager.default.copyItem(at: fixtureCourse, to: harness.course)
    #expect(harness.run(["list"]).status == .success)
    #expect(try harness.store().revealedHints(for: Self.exercise) == [0])
  }

  @Test func malformedJSONHasLineAndColumn() throws {
    let harness = try harnessWithProgress()
    // Line 3 is `  "title": "Centre a box",,`: the second comma is column 27.
    try write(
      harness, "01-anchors/01-center-a-box/exercise.json",
      try exerciseJSON(harness, replacing: "\"Centre a box\",", with: "\"Centre a box\",,"))
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(result.errors.hasPrefix("\(Self.exerciseJSON):3:27: unexpected ','"))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test func malformedCourseJSON() throws {
    let harness = try harnessWithProgress()
    try write(harness, "course.json", "{\n  \"formatVersion\": 1\n  \"title\": \"x\"\n}\n")
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    // The missing comma is found at the next key: line 3, column 3.
    #expect(result.errors.hasPrefix("Lessons/course.json:3:3: unexpected"))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test func emptyLessonMarkdown() throws {
    let harness = try harnessWithProgress()
    try write(harness, "01-anchors/lesson.md", "\n  \n")
    try expectRefused(harness, lines: ["Lessons/01-anchors/lesson.md: the file is empty"])
  }

  @Test func lessonMarkdownThatIsNotText() throws {
    let harness = try harnessWithProgress()
    let bytes: [UInt8] = Array("# Anchors\n\nText.\n".utf8) + [0xFF, 0xFE, 0x0A]
    try Data(bytes).write(to: harness.course.appendingPathComponent("01-anchors/lesson.md"))
    try expectRefused(harness, lines: ["Lessons/01-anchors/lesson.md:4: not valid UTF-8"])
  }

  @Test func missingExerciseFile() throws {
    let harness = try harnessWithProgress()
    try FileManager.default.removeItem(
      at: harness.course.appendingPathComponent("01-anchors/01-center-a-box/Exercise.swift"))
    try expectRefused(
      harness, lines: ["Lessons/01-anchors/01-center-a-box/Exercise.swift: missing file"])
  }

  @Test func unknownDevice() throws {
    let harness = try harnessWithProgress()
    try write(
      harness, "01-anchors/01-center-a-box/exercise.json",
      try exerciseJSON(harness, replacing: "\"iphone-se\",", with: "\"iphone-99\","))
    // expected.json still has frames for iphone-se (its line 3) and none for iphone-99.
    let expected = "Lessons/01-anchors/01-center-a-box/expected.json"
    try expectRefused(
      harness,
      lines: [
        "\(Self.exerciseJSON):5: unknown device \"iphone-99\"",
        "\(expected):1: no frames for device \"iphone-99\"",
        "\(expected):3: device \"iphone-se\" is not in exercise.json \"devices\"",
      ])
  }

  @Test func duplicateIDs() throws {
    let harness = try harnessWithProgress()
    let second = "01-anchors/02-pin-to-margins/exercise.json"
    let text = try contents(harness.course.appendingPathComponent(second))
    try write(
      harness, second,
      text.replacingOccurrences(of: "01-anchors/02-pin-to-margins", with: Self.exercise))
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(
      result.errors.contains(
        "Lessons/\(second):2: exercise id \"\(Self.exercise)\" is also used at \(Self.exerciseJSON):2"
      ))
    for line in result.errors.split(separator: "\n") {
      #expect(line.hasPrefix("Lessons/\(second):2: "))
    }
  }

  @Test func hugeAndOddValues() throws {
    let harness = try harnessWithProgress()
    let devices = (0..<50_000).map { _ in "\"iphone-se\"" }.joined(separator: ", ")
    var text = try exerciseJSON(
      harness, replacing: "\"devices\": [\"iphone-se\", \"iphone-8:landscape\"],",
      with:
        "\"devices\": [\"iphone-se\", \"iphone-8:landscape\", \(devices)],\n  \"tolerance\": 1e300,"
    )
    text = text.replacingOccurrences(
      of: "\"title\": \"Centre a box\",", with: "\"title\": \"Centre a box\", \"n\": 1e400,")
    try write(harness, "01-anchors/01-center-a-box/exercise.json", text)
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    // A number too large for a Double is a syntax error, found before anything else.
    #expect(result.errors == "\(Self.exerciseJSON):3:33: number 1e400 is too large\n")

    try write(
      harness, "01-anchors/01-center-a-box/exercise.json",
      text.replacingOccurrences(of: " \"n\": 1e400,", with: ""))
    let second = harness.run(["list"])
    #expect(second.status == .dataError)
    let lines = second.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 50_001)
    #expect(lines.first == "\(Self.exerciseJSON):5: device \"iphone-se\" is listed twice")
    #expect(
      lines.last == "\(Self.exerciseJSON):6: \"tolerance\" must be at most 4 points, found 1e300")
  }

  @Test func anImageLargerThanAnyScreen() throws {
    let harness = try harnessWithProgress()
    try write(
      harness, "01-anchors/01-center-a-box/exercise.json",
      try exerciseJSON(
        harness, replacing: "\"title\": \"Centre a box\",",
        with: "\"title\": \"Centre a box\", \"images\": { \"icon\": [1e6, 20] },"))
    try expectRefused(
      harness,
      lines: [
        "\(Self.exerciseJSON):3: \"images.icon\" must be at most 10000 points wide and high, "
          + "found [1e6, 20]"
      ])
  }

  @Test func deeplyNestedJSON() throws {
    let harness = try harnessWithProgress()
    let deep = String(repeating: "[", count: 200_000)
    try write(harness, "01-anchors/01-center-a-box/expected.json", deep)
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(result.errors.hasPrefix("Lessons/01-anchors/01-center-a-box/expected.json:1:"))
    #expect(result.errors.contains("nested more than"))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test func missingCourseFolder() throws {
    let harness = try harnessWithProgress()
    let gone = harness.course.path
    try FileManager.default.removeItem(at: harness.course)
    for command in [["list"], ["hint"], ["review"]] {
      let result = harness.run(command)
      #expect(result.status == .noInput)
      #expect(
        result.errors
          == "Error: the course folder \(gone) does not exist\n"
      )
    }
  }

  @Test func devCheckReportsMalformedJSONWithItsColumn() throws {
    let broken = "{\n  \"id\": \"\(BadgeCourse.exerciseID)\"\n  \"title\": \"Centre a badge\"\n}\n"
    let course = try BadgeCourse(
      solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained, exerciseJSON: broken)
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure)
    #expect(result.outputLines.count == 3)
    // The missing comma is found at the next key: line 3, column 3.
    #expect(
      result.outputLines.first?.hasPrefix(
        "Lessons/\(BadgeCourse.exerciseID)/exercise.json:3:3: unexpected") == true)
    #expect(
      result.outputLines.dropFirst().first
        == "0 of 0 exercises as they should be; 1 problem in the course's files.")
  }

  @Test func devCheckOnAMissingFolder() throws {
    let scratch = try ScratchFolder()
    let gone = scratch.url.appendingPathComponent("Lessons").path
    let result = DevCheckRunner.run(course: URL(fileURLWithPath: gone))
    #expect(result.status == .noInput)
    #expect(result.errors == "Error: the course folder \(gone) does not exist\n")
  }

  @Test func gradeReportsTheExercisesProblemsOnePerLine() throws {
    let harness = try CommandHarness(copyCourse: true)
    try write(
      harness, "01-anchors/01-center-a-box/exercise.json",
      try exerciseJSON(harness, replacing: "\"iphone-se\",", with: "\"iphone-99\","))
    let file = harness.scratch.url.appendingPathComponent("Mine.swift")
    try Data("import UIKit\n".utf8).write(to: file)
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors, environment: [:], currentDirectory: harness.scratch.url,
      checkoutDirectory: GradingCommandTests.checkout)
    let status = LayoutlingsCLI.run(
      [
        "grade", file.path, "--exercise", Self.exercise, "--home", harness.home.path, "--course",
        harness.course.path,
      ], context: context)
    #expect(status == .dataError)
    // Listed as every command lists course problems, one `path:line: message` line each.
    let expected = "Lessons/01-anchors/01-center-a-box/expected.json"
    #expect(
      errors.text == """
        \(Self.exerciseJSON):5: unknown device "iphone-99"
        \(expected):1: no frames for device "iphone-99"
        \(expected):3: device "iphone-se" is not in exercise.json "devices"

        """)
  }
}
