import ArgumentParsing
import Testing

@testable import LayoutlingsCLI

@Suite("Usage error messages")
struct UsageErrorTests {
  private func message(_ kind: UsageError.Kind) -> String {
    UsageError(kind, invocation: "tool", usage: "tool").message
  }

  @Test func messagesNameTheProblem() {
    #expect(
      message(.unknownOption("--jsn", suggestion: "--json"))
        == "Unknown option '--jsn'. Did you mean '--json'?")
    #expect(message(.unknownOption("--x", suggestion: nil)) == "Unknown option '--x'")
    #expect(
      message(.unknownCommand("lst", suggestion: "list"))
        == "Unknown command 'lst'. Did you mean 'list'?")
    #expect(
      message(.missingSubcommand(expected: ["check"])) == "Missing subcommand (expected: check)")
    #expect(message(.missingValue(option: "--home <dir>")) == "Missing value for '--home <dir>'")
    #expect(
      message(.unexpectedValue(option: "--json", value: "1"))
        == "The flag '--json' takes no value, but was given '1'")
    #expect(
      message(.duplicateOption("--exercise")) == "The option '--exercise' was given more than once")
    #expect(message(.missingArgument("<file>")) == "Missing expected argument '<file>'")
    #expect(message(.unexpectedArguments(["b"])) == "Unexpected argument 'b'")
    #expect(message(.unexpectedArguments(["b", "c"])) == "2 unexpected arguments: 'b', 'c'")
    #expect(
      message(
        .invalidValue(
          "god", for: "<rating>", reason: "expected again, hard, good or easy", suggestion: "good"))
        == "The value 'god' is invalid for '<rating>': expected again, hard, good or easy. Did you mean 'good'?"
    )
    #expect(
      message(.missingOption("--format <format>", reason: "why"))
        == "Missing option '--format <format>': why")
    #expect(
      message(.conflictingOptions("--format md", "-o r.html", reason: "how"))
        == "'--format md' conflicts with '-o r.html': how")
  }

  @Test func descriptionIsTheMessage() {
    let error = UsageError(.missingArgument("<id>"), invocation: "tool", usage: "tool <id>")
    #expect(error.description == "Missing expected argument '<id>'")
  }

  @Test func fullTextHasErrorUsageAndWhereToLook() throws {
    let error = try #require(throws: UsageError.self) {
      try LayoutlingsCLI.parse(["list", "--jsn"])
    }
    #expect(
      error.fullText() == """
        Error: Unknown option '--jsn'. Did you mean '--json'?
        Usage: layoutlings list [--json]
          See 'layoutlings list --help' for more information.
        """)
  }

  @Test func fullTextWrapsALongUsageLineBetweenItsParts() throws {
    let error = try #require(throws: UsageError.self) {
      try LayoutlingsCLI.parse(["frames", "F.swift", "--devcie", "a"])
    }
    #expect(
      error.fullText() == """
        Error: Unknown option '--devcie'. Did you mean '--device'?
        Usage: layoutlings frames <file> [--controller <name>] [--device <id>,...]
               [--json]
          See 'layoutlings frames --help' for more information.
        """)
  }

  @Test func fullTextWrapsALongMessageUnderItself() {
    let error = UsageError(
      .missingOption(
        "--format <format>", reason: "give one of the formats this tool knows how to write"),
      invocation: "tool", usage: "tool")
    #expect(
      error.fullText(width: 50) == """
        Error: Missing option '--format <format>': give
               one of the formats this tool knows how to
               write
        Usage: tool
          See 'tool --help' for more information.
        """)
  }
}
