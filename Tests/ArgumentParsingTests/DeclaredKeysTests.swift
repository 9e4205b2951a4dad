import Testing

@testable import ArgumentParsing

/// Options and arguments declared once, and read back by the same keys.
@Suite("Declared keys")
struct DeclaredKeysTests {
  private static let force = Flag("force", short: "f", help: "Overwrite the target.")
  private static let mode = Option(
    "mode", short: "m", valueName: "mode", help: "How to copy.", allowedValues: ["fast", "safe"])
  private static let tag = ListOption.repeated("tag", valueName: "tag", help: "Tag the copy.")
  private static let only = ListOption.list("only", valueName: "name", help: "Copy only these.")
  private static let source = Argument("source", help: "The file to copy.")
  private static let rest = Argument("rest", arity: .zeroOrMore, help: "More files.")

  private static let program = ProgramSpec(
    root: CommandSpec(
      "tool", abstract: "A tool.",
      subcommands: [
        CommandSpec(
          "copy", abstract: "Copy.", arguments: [source.spec, rest.spec],
          options: [force.spec, mode.spec, tag.spec, only.spec])
      ]))

  private func parse(_ words: [String]) throws -> ParsedArguments {
    guard case .run(let arguments) = try CommandParser(program: Self.program).parse(words) else {
      throw UsageError(.missingArgument("<source>"), invocation: "tool", usage: "tool")
    }
    return arguments
  }

  @Test func theDeclarationsAreTheSpecsTheyStandFor() {
    #expect(Self.force.spec == .flag("force", short: "f", help: "Overwrite the target."))
    #expect(
      Self.mode.spec
        == .value(
          "mode", short: "m", valueName: "mode", help: "How to copy.",
          allowedValues: ["fast", "safe"]))
    #expect(
      Self.tag.spec == OptionSpec("tag", kind: .repeated(valueName: "tag"), help: "Tag the copy."))
    #expect(
      Self.only.spec == OptionSpec("only", kind: .list(valueName: "name"), help: "Copy only these.")
    )
    #expect(Self.rest.spec == ArgumentSpec("rest", arity: .zeroOrMore, help: "More files."))
  }

  @Test func eachKeyReadsWhatWasGiven() throws {
    let arguments = try parse([
      "copy", "a", "b", "c", "-f", "--mode=safe", "--tag", "x", "--tag", "y", "--only", "p,q",
    ])
    #expect(arguments.isSet(Self.force))
    #expect(arguments.value(of: Self.mode) == "safe")
    #expect(arguments.values(of: Self.tag) == ["x", "y"])
    #expect(arguments.values(of: Self.only) == ["p", "q"])
    #expect(arguments.value(of: Self.source) == "a")
    #expect(arguments.values(of: Self.rest) == ["b", "c"])
  }

  @Test func keysNotGivenReadAsAbsent() throws {
    let arguments = try parse(["copy", "a"])
    #expect(!arguments.isSet(Self.force))
    #expect(arguments.value(of: Self.mode) == nil)
    #expect(arguments.values(of: Self.tag) == [])
    #expect(arguments.values(of: Self.rest) == [])
  }

  @Test func theParserRecordsWhatTheCommandDeclares() throws {
    let arguments = try parse(["copy", "a"])
    // The command's own options, then help (the program has no global options or version).
    #expect(arguments.declaredOptions == ["force", "mode", "tag", "only", "help"])
    #expect(arguments.declaredArguments == ["source", "rest"])
  }

  @Test func whatWasDeclaredIsNotPartOfEquality() {
    #expect(
      ParsedArguments(commandPath: ["copy"], declaredOptions: ["force"])
        == ParsedArguments(commandPath: ["copy"]))
  }
}
