import ArgumentParsing
import Testing

@testable import LayoutlingsCLI

/// Every kind of mistake on the Layoutlings command line is a usage error that names it.
@Suite("Layoutlings usage errors")
struct CommandErrorsTests {
  private func error(_ words: [String]) throws -> UsageError {
    try #require(throws: UsageError.self) { try LayoutlingsCLI.parse(words) }
  }

  @Test func unknownOptionWithSuggestion() throws {
    #expect(try error(["list", "--jsn"]).kind == .unknownOption("--jsn", suggestion: "--json"))
    #expect(
      try error(["grade", "F", "--exercize", "x"]).kind
        == .unknownOption("--exercize", suggestion: "--exercise"))
    #expect(
      try error(["list", "--no-colour"]).kind
        == .unknownOption("--no-colour", suggestion: "--no-color"))
    #expect(
      try error(["frames", "F", "--dev", "x"]).kind
        == .unknownOption("--dev", suggestion: "--device"))
    #expect(try error(["list", "--wibble"]).kind == .unknownOption("--wibble", suggestion: nil))
  }

  @Test func unknownCommandWithSuggestion() throws {
    #expect(try error(["lst"]).kind == .unknownCommand("lst", suggestion: "list"))
    #expect(try error(["gard", "F"]).kind == .unknownCommand("gard", suggestion: "grade"))
    #expect(try error(["revew"]).kind == .unknownCommand("revew", suggestion: "review"))
    #expect(try error(["dev", "chek"]).kind == .unknownCommand("chek", suggestion: "check"))
    #expect(try error(["help", "reprot"]).kind == .unknownCommand("reprot", suggestion: "report"))
    #expect(try error(["frobnicate"]).kind == .unknownCommand("frobnicate", suggestion: nil))
  }

  @Test func devNeedsASubcommand() throws {
    #expect(try error(["dev"]).kind == .missingSubcommand(expected: ["check", "repair-store"]))
  }

  @Test func missingValue() throws {
    #expect(
      try error(["grade", "F", "--exercise"]).kind == .missingValue(option: "--exercise <id>"))
    #expect(try error(["report", "-o"]).kind == .missingValue(option: "-o <file>"))
    #expect(try error(["--home", "--no-color"]).kind == .missingValue(option: "--home <dir>"))
    #expect(try error(["list", "--now"]).kind == .missingValue(option: "--now <date-time>"))
  }

  @Test func flagWithAValue() throws {
    #expect(
      try error(["watch", "--poll=yes"]).kind == .unexpectedValue(option: "--poll", value: "yes"))
  }

  @Test func missingPositional() throws {
    // grade, show and reset act on the current exercise without one (ShortNamesTests).
    #expect(try error(["frames", "--json"]).kind == .missingArgument("<file>"))
    #expect(try error(["rate"]).kind == .missingArgument("<id>"))
    #expect(try error(["rate", "01-anchors/02-center"]).kind == .missingArgument("<rating>"))
  }

  @Test func extraPositional() throws {
    #expect(try error(["next", "now"]).kind == .unexpectedArguments(["now"]))
    #expect(try error(["grade", "A.swift", "B.swift"]).kind == .unexpectedArguments(["B.swift"]))
    #expect(try error(["hint", "a", "b", "c"]).kind == .unexpectedArguments(["b", "c"]))
    #expect(try error(["dev", "repair-store", "all"]).kind == .unexpectedArguments(["all"]))
    #expect(try error(["list", "--", "--json"]).kind == .unexpectedArguments(["--json"]))
  }

  @Test func badRatingWord() throws {
    let choices = "expected again, hard, good or easy"
    #expect(
      try error(["rate", "x", "god"]).kind
        == .invalidValue("god", for: "<rating>", reason: choices, suggestion: "good"))
    #expect(
      try error(["rate", "x", "Easy"]).kind
        == .invalidValue("Easy", for: "<rating>", reason: choices, suggestion: "easy"))
    #expect(
      try error(["rate", "x", "5"]).kind
        == .invalidValue("5", for: "<rating>", reason: choices, suggestion: nil))
  }

  @Test(arguments: [
    "tomorrow", "2025-01-01", "2025-01-01T09:00:00", "2025-13-01T09:00:00Z", "2025-01-01 09:00:00Z",
  ])
  func badNow(text: String) throws {
    let reason =
      "expected an ISO-8601 date and time with a time zone, such as 2025-01-01T09:00:00Z or "
      + "2025-01-01T10:00:00+01:00"
    #expect(
      try error(["--now", text, "review"]).kind
        == .invalidValue(text, for: "--now <date-time>", reason: reason, suggestion: nil))
  }

  @Test func badNowIsReportedAgainstTheCommandItCameWith() throws {
    let failure = try error(["review", "--now", "soon"])
    #expect(failure.invocation == "layoutlings review")
  }

  @Test func badReportFormat() throws {
    #expect(
      try error(["report", "--format", "pdf"]).kind
        == .invalidValue(
          "pdf", for: "--format <format>", reason: "expected md, html, json or csv", suggestion: nil
        ))
    #expect(
      try error(["report", "--format", "hmtl"]).kind
        == .invalidValue(
          "hmtl", for: "--format <format>", reason: "expected md, html, json or csv",
          suggestion: "html"))
  }

  @Test func reportToAFileWithoutAnyFormat() throws {
    #expect(
      try error(["report", "-o", "progress.txt"]).kind
        == .missingOption(
          "--format <format>",
          reason:
            "the extension of 'progress.txt' names no format; give --format md, html, json or csv"))
  }

  @Test func conflictingInputs() throws {
    #expect(
      try error(["report", "--format", "md", "-o", "progress.html"]).kind
        == .conflictingOptions(
          "--format md", "-o progress.html", reason: "the file's extension names the html format"))
    #expect(
      try error(["grade", "F", "--exercise", "a", "--exercise", "b"]).kind
        == .duplicateOption("--exercise"))
    #expect(try error(["--home", "a", "list", "--home", "b"]).kind == .duplicateOption("--home"))
    #expect(
      try error(["show", "F", "--device", "iphone-se", "--device", "iphone-x"]).kind
        == .duplicateOption("--device"))
  }

  @Test func emptyDeviceInTheList() throws {
    #expect(
      try error(["frames", "F", "--device", "iphone-se,"]).kind
        == .invalidValue(
          "iphone-se,", for: "--device <id>", reason: "the list has an empty item", suggestion: nil)
    )
  }

  @Test func helpTopicMustNameACommand() throws {
    let failure = try #require(throws: UsageError.self) { try HelpTopic(["dev", "chekc"]) }
    #expect(failure.kind == .unknownCommand("chekc", suggestion: "check"))
    #expect(failure.invocation == "layoutlings help")
    #expect(throws: UsageError.self) { try HelpTopic(["grade", "extra"]) }
  }
}
