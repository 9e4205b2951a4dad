import Testing

@testable import ArgumentParsing

@Suite("Command parser")
struct CommandParserTests {
  private func run(_ words: [String]) throws -> ParsedArguments {
    let outcome = try SampleProgram.parse(words)
    guard case .run(let arguments) = outcome else {
      Issue.record("expected a command to run, got \(outcome)")
      return ParsedArguments(commandPath: ["<none>"])
    }
    return arguments
  }

  @Test func noWordsSelectTheRoot() throws {
    #expect(try run([]) == ParsedArguments(commandPath: []))
  }

  @Test func positionalArgumentsFlagsAndValues() throws {
    let parsed = try run(["copy", "a.txt", "b.txt", "--force", "--mode", "fast"])
    #expect(
      parsed
        == ParsedArguments(
          commandPath: ["copy"], arguments: ["source": ["a.txt"], "target": ["b.txt"]],
          optionValues: ["mode": ["fast"]], flags: ["force"]))
  }

  @Test(arguments: [
    ["copy", "a", "--mode=safe"], ["copy", "a", "--mode", "safe"], ["copy", "a", "-m", "safe"],
    ["copy", "a", "-msafe"], ["copy", "a", "-m=safe"], ["copy", "--mode", "safe", "a"],
  ])
  func everySpellingOfAValueGivesTheSameResult(words: [String]) throws {
    let parsed = try run(words)
    #expect(parsed.value(of: "mode") == "safe")
    #expect(parsed.argument("source") == "a")
    #expect(parsed.argument("target") == nil)
  }

  @Test func shortFlag() throws {
    #expect(try run(["copy", "a", "-f"]).isSet("force"))
  }

  @Test func repeatedOptionKeepsEveryValueInOrder() throws {
    let parsed = try run(["copy", "a", "--tag", "x", "--tag=y", "--tag", "x"])
    #expect(parsed.values(of: "tag") == ["x", "y", "x"])
  }

  @Test func listOptionSplitsAtCommasAndAccumulates() throws {
    let parsed = try run(["copy", "a", "--only", "head,body", "--only=tail"])
    #expect(parsed.values(of: "only") == ["head", "body", "tail"])
  }

  @Test(arguments: [
    ["--home", "/h", "--quiet", "remote", "add", "origin"],
    ["remote", "add", "origin", "--home", "/h", "--quiet"],
    ["remote", "--quiet", "add", "--home=/h", "origin"],
    ["--quiet", "remote", "add", "origin", "--home", "/h"],
  ])
  func globalOptionsAreAcceptedBeforeBetweenAndAfterSubcommands(words: [String]) throws {
    let parsed = try run(words)
    #expect(
      parsed
        == ParsedArguments(
          commandPath: ["remote", "add"], arguments: ["name": ["origin"]],
          optionValues: ["home": ["/h"]], flags: ["quiet"]))
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try run(["copy", "--force", "--", "-f", "--mode"])
    #expect(parsed.argument("source") == "-f")
    #expect(parsed.argument("target") == "--mode")
    #expect(parsed.flags == ["force"])
    #expect(parsed.optionValues.isEmpty)
  }

  @Test func helpAfterDoubleDashIsAnArgument() throws {
    #expect(try run(["copy", "--", "--help"]).argument("source") == "--help")
    #expect(try run(["copy", "--", "-h"]).argument("source") == "-h")
  }

  @Test func wordsAfterDoubleDashAreNotSubcommands() {
    #expect(SampleProgram.errorKind(["--", "copy"]) == .unexpectedArguments(["copy"]))
  }

  @Test func aLoneDashIsAValue() throws {
    let parsed = try run(["copy", "-", "--home", "-"])
    #expect(parsed.argument("source") == "-")
    #expect(parsed.value(of: "home") == "-")
  }

  @Test func zeroOrMoreArgumentTakesEveryWord() throws {
    #expect(try run(["echo", "a", "b", "c"]).arguments == ["words": ["a", "b", "c"]])
    #expect(try run(["echo"]).arguments == [:])
  }

  @Test func subcommandNameAfterAPositionalIsAPositional() throws {
    #expect(try run(["echo", "hi", "copy"]).arguments == ["words": ["hi", "copy"]])
  }

  @Test(arguments: [
    (["--help"], [String]()), (["-h"], []), (["copy", "-h"], ["copy"]),
    (["--help", "copy"], ["copy"]), (["copy", "--bogus", "--help"], ["copy"]),
    (["copy", "--help"], ["copy"]), (["remote", "add", "--help"], ["remote", "add"]),
    (["remote", "-h"], ["remote"]), (["help"], []), (["help", "copy"], ["copy"]),
    (["help", "remote", "add"], ["remote", "add"]), (["help", "help"], ["help"]),
    (["help", "--help"], ["help"]), (["help", "nonsense", "-h"], ["help"]),
    (["--help", "--version"], []),
  ])
  func helpRequests(words: [String], path: [String]) throws {
    #expect(try SampleProgram.parse(words) == .help(commandPath: path))
  }

  @Test(arguments: [
    ["--version"], ["copy", "a", "--version"], ["copy", "--nonsense", "--version"],
  ])
  func versionRequests(words: [String]) throws {
    #expect(try SampleProgram.parse(words) == .version)
  }

  @Test func versionIsUnknownWithoutAVersion() {
    var program = SampleProgram.program
    program.version = nil
    #expect(throws: UsageError.self) { try CommandParser(program: program).parse(["--version"]) }
  }

  // MARK: - Errors

  @Test func unknownOptionSuggestsTheClosestOne() {
    #expect(
      SampleProgram.errorKind(["copy", "a", "--forse"])
        == .unknownOption("--forse", suggestion: "--force"))
    #expect(
      SampleProgram.errorKind(["copy", "a", "-force"])
        == .unknownOption("-force", suggestion: "--force"))
    #expect(
      SampleProgram.errorKind(["copy", "a", "--hom", "x"])
        == .unknownOption("--hom", suggestion: "--home"))
    #expect(
      SampleProgram.errorKind(["copy", "a", "--zzzzzz"])
        == .unknownOption("--zzzzzz", suggestion: nil))
    #expect(SampleProgram.errorKind(["-x"]) == .unknownOption("-x", suggestion: nil))
  }

  @Test func optionsOfOneCommandAreUnknownToAnother() {
    #expect(
      SampleProgram.errorKind(["echo", "--force"]) == .unknownOption("--force", suggestion: nil))
  }

  @Test func unknownCommandSuggestsTheClosestOne() {
    #expect(SampleProgram.errorKind(["cpy"]) == .unknownCommand("cpy", suggestion: "copy"))
    #expect(SampleProgram.errorKind(["remote", "ad"]) == .unknownCommand("ad", suggestion: "add"))
    #expect(SampleProgram.errorKind(["xyzzy"]) == .unknownCommand("xyzzy", suggestion: nil))
    #expect(SampleProgram.errorKind(["help", "cpy"]) == .unknownCommand("cpy", suggestion: "copy"))
  }

  @Test func commandWithOnlySubcommandsNeedsOne() {
    #expect(SampleProgram.errorKind(["remote"]) == .missingSubcommand(expected: ["add"]))
  }

  @Test func missingValue() {
    #expect(
      SampleProgram.errorKind(["copy", "a", "--mode"]) == .missingValue(option: "--mode <mode>"))
    #expect(SampleProgram.errorKind(["copy", "a", "-m"]) == .missingValue(option: "-m <mode>"))
    #expect(
      SampleProgram.errorKind(["copy", "a", "--mode", "--force"])
        == .missingValue(option: "--mode <mode>"))
    #expect(SampleProgram.errorKind(["--home="]) == .missingValue(option: "--home <dir>"))
    #expect(
      SampleProgram.errorKind(["--home", "--", "x"]) == .missingValue(option: "--home <dir>"))
  }

  @Test func flagGivenAValue() {
    #expect(
      SampleProgram.errorKind(["copy", "a", "--force=yes"])
        == .unexpectedValue(option: "--force", value: "yes"))
  }

  @Test func singleValueOptionGivenTwice() {
    #expect(
      SampleProgram.errorKind(["copy", "a", "--mode", "fast", "-m", "safe"])
        == .duplicateOption("--mode"))
  }

  @Test func missingAndUnexpectedArguments() {
    #expect(SampleProgram.errorKind(["copy"]) == .missingArgument("<source>"))
    #expect(SampleProgram.errorKind(["copy", "a", "b", "c"]) == .unexpectedArguments(["c"]))
    #expect(
      SampleProgram.errorKind(["copy", "a", "b", "c", "d"]) == .unexpectedArguments(["c", "d"]))
    #expect(SampleProgram.errorKind(["help", "copy", "extra"]) == .unexpectedArguments(["extra"]))
  }

  @Test func valueOutsideTheAllowedOnes() {
    #expect(
      SampleProgram.errorKind(["copy", "a", "--mode", "fsat"])
        == .invalidValue(
          "fsat", for: "--mode <mode>", reason: "expected fast or safe", suggestion: "fast"))
  }

  @Test func emptyListItemAndEmptyArgument() {
    #expect(
      SampleProgram.errorKind(["copy", "a", "--only", "x,,y"])
        == .invalidValue(
          "x,,y", for: "--only <name>", reason: "the list has an empty item", suggestion: nil))
    #expect(
      SampleProgram.errorKind(["copy", ""])
        == .invalidValue("", for: "<source>", reason: "it is empty", suggestion: nil))
  }

  @Test func errorNamesTheCommandItWasFoundIn() throws {
    let error = try #require(throws: UsageError.self) {
      try SampleProgram.parse(["copy", "a", "--forse"])
    }
    #expect(error.invocation == "tool copy")
    #expect(
      error.usage
        == "tool copy <source> [<target>] [-f] [-m <mode>] [--tag <tag> ...] [--only <name>,...]")
    let rootError = try #require(throws: UsageError.self) { try SampleProgram.parse(["cpy"]) }
    #expect(rootError.invocation == "tool")
    #expect(rootError.usage == "tool [<options>] [<subcommand>]")
  }
}

@Suite("Command parser without subcommands")
struct CommandParserWithoutSubcommandsTests {
  private let program = ProgramSpec(
    root: CommandSpec(
      "cat", abstract: "Print files.",
      arguments: [ArgumentSpec("files", arity: .zeroOrMore, help: "The files.")]))

  @Test func helpIsAnOrdinaryWordWhenTheRootHasNoSubcommands() throws {
    let outcome = try CommandParser(program: program).parse(["help", "me"])
    #expect(
      outcome == .run(ParsedArguments(commandPath: [], arguments: ["files": ["help", "me"]])))
    #expect(program.command(at: ["help"]) == nil)
  }

  @Test func helpFlagStillWorks() throws {
    #expect(try CommandParser(program: program).parse(["-h"]) == .help(commandPath: []))
  }
}
