import Foundation
import Testing

@testable import LayoutlingsCLI

/// Every command form of design.md §6 parses into the typed command it names.
@Suite("Layoutlings command forms")
struct CommandFormsTests {
  private func command(_ words: [String]) throws -> ParsedCommand {
    try LayoutlingsCLI.parse(words).command
  }

  @Test func noCommandStartsTheCourse() throws {
    let (options, command) = try LayoutlingsCLI.parse([])
    #expect(command == .interactive)
    #expect(options == GlobalOptions())
  }

  @Test func watch() throws {
    #expect(try command(["watch"]) == .watch(poll: false))
    #expect(try command(["watch", "--poll"]) == .watch(poll: true))
  }

  @Test func list() throws {
    #expect(try command(["list"]) == .list(json: false))
    #expect(try command(["list", "--json"]) == .list(json: true))
  }

  @Test func grade() throws {
    #expect(try command(["grade", "Top.swift"]) == .grade(GradeArguments(file: "Top.swift")))
    #expect(
      try command(["grade", "Top.swift", "--exercise", "04-visual-format/02-top-row", "--json"])
        == .grade(
          GradeArguments(file: "Top.swift", exercise: "04-visual-format/02-top-row", json: true)))
    #expect(
      try command(["grade", "--json", "--exercise=a/b", "Top.swift"])
        == .grade(GradeArguments(file: "Top.swift", exercise: "a/b", json: true)))
  }

  @Test func frames() throws {
    #expect(try command(["frames", "Any.swift"]) == .frames(FramesArguments(file: "Any.swift")))
    #expect(
      try command([
        "frames", "Any.swift", "--controller", "WelcomeViewController", "--device",
        "iphone-se,iphone-x:landscape", "--json",
      ])
        == .frames(
          FramesArguments(
            file: "Any.swift", controller: "WelcomeViewController",
            devices: ["iphone-se", "iphone-x:landscape"], json: true)))
  }

  @Test func framesDevicesAccumulateOverRepeatedOptions() throws {
    #expect(
      try command(["frames", "A.swift", "--device", "iphone-se,iphone-x", "--device=ipad"])
        == .frames(FramesArguments(file: "A.swift", devices: ["iphone-se", "iphone-x", "ipad"])))
  }

  @Test func show() throws {
    #expect(try command(["show", "A.swift"]) == .show(ShowArguments(file: "A.swift")))
    #expect(
      try command(["show", "A.swift", "--device", "iphone-x", "--svg", "out.svg", "--play"])
        == .show(
          ShowArguments(file: "A.swift", device: "iphone-x", svgOutput: "out.svg", play: true)))
  }

  @Test func hintResetNext() throws {
    #expect(try command(["hint"]) == .hint(exercise: nil))
    #expect(
      try command(["hint", "01-anchors/02-center"]) == .hint(exercise: "01-anchors/02-center"))
    #expect(
      try command(["reset", "01-anchors/02-center"]) == .reset(exercise: "01-anchors/02-center"))
    #expect(try command(["next"]) == .next)
  }

  @Test(arguments: [
    ("again", ReviewRating.again), ("hard", .hard), ("good", .good), ("easy", .easy),
  ])
  func rate(word: String, rating: ReviewRating) throws {
    #expect(
      try command(["rate", "01-anchors/02-center", word])
        == .rate(exercise: "01-anchors/02-center", rating: rating))
  }

  @Test func review() throws {
    #expect(try command(["review"]) == .review(json: false))
    #expect(try command(["review", "--json"]) == .review(json: true))
  }

  @Test func reportWithAnExplicitFormat() throws {
    #expect(
      try command(["report", "--format", "md"]) == .report(ReportArguments(format: .markdown)))
    #expect(
      try command(["report", "--format", "html", "-o", "progress.html", "--class", "classroom"])
        == .report(
          ReportArguments(format: .html, output: "progress.html", classDirectory: "classroom")))
    // An extension that names no format does not contradict an explicit one.
    #expect(
      try command(["report", "--format=csv", "-o", "progress.txt"])
        == .report(ReportArguments(format: .csv, output: "progress.txt")))
  }

  @Test func reportFormatInferredFromTheOutputExtension() throws {
    #expect(
      try command(["report", "-o", "progress.csv"])
        == .report(ReportArguments(format: .csv, output: "progress.csv")))
    #expect(
      try command(["report", "--output=out/R.JSON"])
        == .report(ReportArguments(format: .json, output: "out/R.JSON")))
    #expect(
      try command(["report", "-onotes.md"])
        == .report(ReportArguments(format: .markdown, output: "notes.md")))
  }

  @Test func devCheck() throws {
    #expect(try command(["dev", "check"]) == .devCheck)
  }

  @Test func helpAndVersion() throws {
    #expect(try command(["help"]) == .help(.root))
    #expect(try command(["--help"]) == .help(.root))
    #expect(try command(["help", "grade"]) == .help(try HelpTopic(["grade"])))
    #expect(try command(["grade", "--help"]) == .help(try HelpTopic(["grade"])))
    #expect(try command(["report", "-h"]) == .help(try HelpTopic(["report"])))
    #expect(try command(["help", "dev", "check"]) == .help(try HelpTopic(["dev", "check"])))
    #expect(try command(["dev", "check", "-h"]) == .help(try HelpTopic(["dev", "check"])))
    #expect(try command(["--version"]) == .version)
    #expect(try command(["list", "--version"]) == .version)
  }

  @Test func helpWinsOverErrorsInTheSameCommandLine() throws {
    #expect(try command(["rate", "x", "god", "--help"]) == .help(try HelpTopic(["rate"])))
    #expect(try command(["report", "-h"]) == .help(try HelpTopic(["report"])))
  }

  @Test func doubleDashLetsAFileNameStartWithADash() throws {
    #expect(
      try command(["grade", "--json", "--", "-h"]) == .grade(GradeArguments(file: "-h", json: true))
    )
  }

  // MARK: - Global options

  private static let allGlobals = GlobalOptions(
    home: "/tmp/ws", course: "MyLessons", now: Date(timeIntervalSince1970: 1_735_722_000),
    noColor: true)

  @Test(arguments: [
    [
      "--home", "/tmp/ws", "--course", "MyLessons", "--now", "2025-01-01T09:00:00Z", "--no-color",
      "list",
    ],
    [
      "list", "--home", "/tmp/ws", "--course", "MyLessons", "--now", "2025-01-01T09:00:00Z",
      "--no-color",
    ],
    [
      "--home=/tmp/ws", "list", "--no-color", "--course=MyLessons",
      "--now=2025-01-01T10:00:00+01:00",
    ],
  ])
  func globalOptionsBeforeOrAfterTheCommand(words: [String]) throws {
    let (options, command) = try LayoutlingsCLI.parse(words)
    #expect(command == .list(json: false))
    #expect(options == Self.allGlobals)
  }

  @Test func globalOptionsInsideANestedCommand() throws {
    let (options, command) = try LayoutlingsCLI.parse(["dev", "--no-color", "check", "--home", "h"])
    #expect(command == .devCheck)
    #expect(options == GlobalOptions(home: "h", noColor: true))
  }

  @Test func globalOptionsWithoutACommand() throws {
    let (options, command) = try LayoutlingsCLI.parse(["--now", "2024-02-29T12:00:00-05:30"])
    #expect(command == .interactive)
    #expect(options.now == Date(timeIntervalSince1970: 1_709_227_800))
  }

  @Test func commandPathsNameEachCommand() throws {
    #expect(ParsedCommand.interactive.commandPath == [])
    #expect(try command(["grade", "F"]).commandPath == ["grade"])
    #expect(ParsedCommand.devCheck.commandPath == ["dev", "check"])
    #expect(ParsedCommand.rate(exercise: "x", rating: .good).commandPath == ["rate"])
  }
}
