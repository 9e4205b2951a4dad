import Foundation
import TestSupport
import Testing

/// `layoutlings show FILE --play` from the built binary with its output in a pipe: every frame
/// printed once after a `t = … s` line, with no escape codes.
@Suite(.serialized) struct ShowPlayTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `layoutlings show` on a copy of an exercise's `Solution.swift` of the sample course,
  /// headed by its exercise id (unless `header` is false).
  private func show(exercise: String, arguments: [String], header: Bool = true) throws -> Run {
    let scratch = try ScratchFolder(prefix: "layoutlings-play")
    let course = try SampleCourse.write(in: scratch.url)
    let home = scratch.url.appendingPathComponent("home")
    let source = try String(
      contentsOf: course.appendingPathComponent("\(exercise)/Solution.swift"), encoding: .utf8)
    let file = try scratch.write(
      (header ? "// exercise: \(exercise)\n" : "") + source, to: "Solution.swift")

    let process = Process()
    process.executableURL = try BuiltProducts.layoutlings()
    process.arguments =
      ["show", file.path] + arguments + ["--home", home.path, "--course", course.path]
    process.currentDirectoryURL = scratch.url
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "60"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
      errors: errorText)
  }

  @Test func theConstantAnimationIsPrintedFrameByFrame() throws {
    let run = try show(
      exercise: SampleCourse.detailsID, arguments: ["--play", "--device", "iphone-x"])
    #expect(run.status == 0, "standard error: \(run.errors)")
    #expect(!run.output.contains("\u{1B}"))
    // The exercise's steps (SampleCourse): 1 lays out (no animation), 2 expands the panel from 120 to 240 pt
    // and 3 collapses it, each linearly over 0.4 s. At 30 frames a second: t = 0, 1/30, …,
    // 11/30, then the end, 0.4 s: 13 frames.
    let sections = run.output.components(separatedBy: "\n\nStep ")
    #expect(sections.count == 3)
    let expand = try #require(sections.first { $0.hasPrefix("2 (expanded)") })
    #expect(expand.hasPrefix("2 (expanded): 13 frames over 0.400 s"))
    let frames = expand.components(separatedBy: "\n\nt = ").dropFirst()
    #expect(frames.count == 13)
    // iPhone X: the panel's top is the safe area's 44 + 20 = 64, its sides on the 16 pt margins
    // (343 wide); the button is 16 below it, 44 tall. Linear: height(t) = 120 + 120 × t / 0.4.
    let start = try #require(frames.first)
    #expect(start.hasPrefix("0.000 s\n"))
    #expect(start.contains("\n  detailsPanel  [16, 64, 343, 120]"))
    #expect(start.contains("\n  footerButton  [16, 200, 343, 44]"))
    let middle = try #require(frames.first { $0.hasPrefix("0.200 s\n") })
    #expect(middle.contains("\n  detailsPanel  [16, 64, 343, 180]"))
    #expect(middle.contains("\n  footerButton  [16, 260, 343, 44]"))
    let end = try #require(frames.last)
    #expect(end.hasPrefix("0.400 s\n"))
    #expect(end.contains("\n  detailsPanel  [16, 64, 343, 240]"))
    #expect(end.contains("\n  footerButton  [16, 320, 343, 44]"))
    let collapse = try #require(sections.last)
    #expect(collapse.hasPrefix("3 (collapsed): 13 frames over 0.400 s"))
    #expect(collapse.contains("\n  detailsPanel  [16, 64, 343, 120]"))
  }

  @Test func aLayoutThatDoesNotAnimateSaysSoAndDrawsTheStillPicture() throws {
    let run = try show(exercise: SampleCourse.halfPanelID, arguments: ["--play"])
    #expect(run.status == 0, "standard error: \(run.errors)")
    #expect(
      run.output.hasPrefix("no animation to play: the layout did not animate after its steps\n"))
    #expect(run.output.contains("panelView"))
    #expect(!run.output.contains("t = "))
  }

  @Test func aFileNoExerciseNamesRanNoStepsAndSaysSo() throws {
    let run = try show(
      exercise: SampleCourse.detailsID, arguments: ["--play", "--device", "iphone-x"],
      header: false)
    #expect(run.status == 0, "standard error: \(run.errors)")
    #expect(
      run.output.hasPrefix(
        "no animation to play: no steps ran, since no exercise names this file (--exercise "
          + "names one), and the layout did not animate as it loaded\n"), "\(run.output)")
  }

  @Test func anExerciseNamedOnTheCommandLineRunsItsSteps() throws {
    let exercise = SampleCourse.detailsID
    let run = try show(
      exercise: exercise, arguments: ["--play", "--device", "iphone-x", "--exercise", exercise],
      header: false)
    #expect(run.status == 0, "standard error: \(run.errors)")
    // The same expansion as above: 120 to 240 pt over 0.4 s, now found through --exercise.
    #expect(run.output.contains("2 (expanded): 13 frames over 0.400 s"))
    #expect(run.output.contains("\n  detailsPanel  [16, 64, 343, 240]"))
  }

  @Test func anExerciseThatDoesNotExistIsNamedInTheError() throws {
    let run = try show(
      exercise: SampleCourse.detailsID,
      arguments: ["--play", "--exercise", "02-animation/99-nothing"], header: false)
    #expect(run.status == 66)
    // --exercise goes through the one exercise resolver (docs/Learning.md, "Naming an exercise").
    #expect(run.errors == "Error: no exercise \"02-animation/99-nothing\" in this course\n")
    #expect(run.output.isEmpty)
  }
}
