@testable import ArgumentParsing

/// A small program unrelated to Layoutlings, so the parser's rules are tested on their own.
enum SampleProgram {
  static let copy = CommandSpec(
    "copy", abstract: "Copy a file.",
    arguments: [
      ArgumentSpec("source", help: "The file to copy."),
      ArgumentSpec("target", arity: .optional, help: "Where to put the copy."),
    ],
    options: [
      .flag("force", short: "f", help: "Overwrite the target."),
      .value(
        "mode", short: "m", valueName: "mode", help: "How to copy.",
        allowedValues: ["fast", "safe"]),
      OptionSpec("tag", kind: .repeated(valueName: "tag"), help: "Tag the copy."),
      OptionSpec("only", kind: .list(valueName: "name"), help: "Copy only these parts."),
    ])

  static let remote = CommandSpec(
    "remote", abstract: "Manage remotes.",
    subcommands: [
      CommandSpec(
        "add", abstract: "Add a remote.", arguments: [ArgumentSpec("name", help: "Its name.")])
    ])

  static let echo = CommandSpec(
    "echo", abstract: "Print words.",
    arguments: [ArgumentSpec("words", arity: .zeroOrMore, help: "The words.")])

  static let program = ProgramSpec(
    root: CommandSpec(
      "tool", abstract: "A sample tool.", subcommands: [copy, remote, echo],
      runsWithoutSubcommand: true),
    globalOptions: [
      .value("home", valueName: "dir", help: "Where the tool keeps things."),
      .flag("quiet", help: "Say less."),
    ],
    version: "1.2.3")

  static func parse(_ words: [String]) throws(UsageError) -> ParseOutcome {
    try CommandParser(program: program).parse(words)
  }

  /// The kind of usage error parsing `words` throws, or nil if it throws none.
  static func errorKind(_ words: [String]) -> UsageError.Kind? {
    do {
      _ = try parse(words)
      return nil
    } catch {
      return error.kind
    }
  }
}
