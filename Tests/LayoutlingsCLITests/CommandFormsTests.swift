import Foundation
import Testing

@testable import LayoutlingsCLI

/// Every command form of design.md §6 parses into the typed command it names.
@Suite("Layoutlings command forms")
struct CommandFormsTests {
  private func command(_ words: [String]) throws -> LayoutlingsCLI.Request {
    try LayoutlingsCLI.parse(words).request
  }

  @Test func noCommandStartsTheCourse() throws {
    let (options, command) = try LayoutlingsCLI.parse([])
    #expect(command == .run(CourseCommand()))
    #expect(options == GlobalOptions())
  }

  @Test func watch() throws {
    #expect(try command(["watch"]) == .run(WatchCommand(poll: false)))
    #expect(try command(["watch", "--poll"]) == .run(WatchCommand(poll: true)))
  }

  @Test func list() throws {
    #expect(try command(["list"]) == .run(ListCommand(json: false)))
    #expect(try command(["list", "--json"]) == .run(ListCommand(json: true)))
  }

  @Test func grade() throws {
    #expect(try command(["grade", "Top.swift"]) == .run(GradeCommand(file: "Top.swift")))
    #expect(
      try command(["grade", "Top.swift", "--exercise", "04-visual-format/02-top-row", "--json"])
        == .run(
          GradeCommand(file: "Top.swift", exercise: "04-visual-format/02-top-row", json: true)))
    #expect(
      try command(["grade", "--json", "--exercise=a/b", "Top.swift"])
        == .run(GradeCommand(file: "Top.swift", exercise: "a/b", json: true)))
  }

  @Test func frames() throws {
    #expect(try command(["frames", "Any.swift"]) == .run(FramesCommand(file: "Any.swift")))
    #expect(
      try command([
        "frames", "Any.swift", "--controller", "WelcomeViewController", "--device",
        "iphone-se,iphone-x:landscape", "--json",
      ])
        == .run(
          FramesCommand(
            file: "Any.swift", controller: "WelcomeViewController",
            devices: ["iphone-se", "iphone-x:landscape"], json: true)))
  }

  @Test func framesDevicesAccumulateOverRepeatedOptions() throws {
    #expect(
      try command(["frames", "A.swift", "--device", "iphone-se,iphone-x", "--device=ipad"])
        == .run(FramesCommand(file: "A.swift", devices: ["iphone-se", "iphone-x", "ipad"])))
  }

  @Test func framesDeviceListsSplitOnlyWhereANewDeviceStarts() throws {
    #expect(
      try command([
        "frames", "A.swift", "--device",
        "375x812@3,safe=44:0:34:0,iphone-se:landscape,390x844@3,safe=0:47:21:47:landscape",
      ])
        == .run(
          FramesCommand(
            file: "A.swift",
            devices: [
              "375x812@3,safe=44:0:34:0", "iphone-se:landscape",
              "390x844@3,safe=0:47:21:47:landscape",
            ])))
  }

  @Test func show() throws {
    #expect(try command(["show", "A.swift"]) == .run(ShowCommand(file: "A.swift")))
    #expect(
      try command(["show", "A.swift", "--device", "iphone-x", "--svg", "out.svg", "--play"])
        == .run(
          ShowCommand(file: "A.swift", device: "iphone-x", svgOutput: "out.svg", play: true)))
  }

  @Test func hintResetNext() throws {
    #expect(try command(["hint"]) == .run(HintCommand(exercise: nil)))
    #expect(
      try command(["hint", "01-anchors/02-center"])
        == .run(HintCommand(exercise: "01-anchors/02-center")))
    #expect(
      try command(["reset", "01-anchors/02-center"])
        == .run(ResetCommand(exercise: "01-anchors/02-center")))
    #expect(try command(["next"]) == .run(NextCommand()))
  }

  @Test(arguments: [
    ("again", ReviewRating.again), ("hard", .hard), ("good", .good), ("easy", .easy),
  ])
  func rate(word: String, rating: ReviewRating) throws {
    #expect(
      try command(["rate", "01-anchors/02-center", word])
        == .run(RateCommand(item: "01-anchors/02-center", rating: rating)))
  }

  @Test func review() throws {
    #expect(try command(["review"]) == .run(ReviewCommand(json: false)))
    #expect(try command(["review", "--json"]) == .run(ReviewCommand(json: true)))
  }

  @Test func reportWithAnExplicitFormat() throws {
    #expect(
      try command(["report", "--format", "md"]) == .run(ReportCommand(format: .markdown)))
    #expect(
      try command(["report", "--format", "html", "-o", "progress.html", "--class", "classroom"])
        == .run(
          ReportCommand(format: .html, output: "progress.html", classDirectory: "classroom")))
    // An extension that names no format does not contradict an explicit one.
    #expect(
      try command(["report", "--format=csv", "-o", "progress.txt"])
        == .run(ReportCommand(format: .csv, output: "progress.txt")))
  }

  @Test("report without -o or --format prints Markdown to standard output")
  func reportToStandardOutputDefaultsToMarkdown() throws {
    #expect(try command(["report"]) == .run(ReportCommand(format: .markdown)))
    #expect(try command(["report", "--format", "csv"]) == .run(ReportCommand(format: .csv)))
  }

  @Test func reportFormatInferredFromTheOutputExtension() throws {
    #expect(
      try command(["report", "-o", "progress.csv"])
        == .run(ReportCommand(format: .csv, output: "progress.csv")))
    #expect(
      try command(["report", "--output=out/R.JSON"])
        == .run(ReportCommand(format: .json, output: "out/R.JSON")))
    #expect(
      try command(["report", "-onotes.md"])
        == .run(ReportCommand(format: .markdown, output: "notes.md")))
  }

  @Test func devCheck() throws {
    #expect(try command(["dev", "check"]) == .run(DevCheckCommand()))
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
      try command(["grade", "--json", "--", "-h"]) == .run(GradeCommand(file: "-h", json: true))
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
    #expect(command == .run(ListCommand(json: false)))
    #expect(options == Self.allGlobals)
  }

  @Test func globalOptionsInsideANestedCommand() throws {
    let (options, command) = try LayoutlingsCLI.parse(["dev", "--no-color", "check", "--home", "h"])
    #expect(command == .run(DevCheckCommand()))
    #expect(options == GlobalOptions(home: "h", noColor: true))
  }

  @Test func globalOptionsWithoutACommand() throws {
    let (options, command) = try LayoutlingsCLI.parse(["--now", "2024-02-29T12:00:00-05:30"])
    #expect(command == .run(CourseCommand()))
    #expect(options.now == Date(timeIntervalSince1970: 1_709_227_800))
  }

  @Test func commandPathsNameEachCommand() throws {
    #expect(CourseCommand.path == [])
    #expect(GradeCommand.path == ["grade"])
    #expect(DevCheckCommand.path == ["dev", "check"])
    #expect(RateCommand.path == ["rate"])
    // Every command's path leads to its spec in the program.
    for command in CommandRegistry.commands {
      #expect(LayoutlingsCLI.program.command(at: command.path)?.name == command.spec.name)
    }
  }
}
