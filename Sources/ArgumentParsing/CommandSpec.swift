/// A declarative description of one command: its words, arguments, options and subcommands.
public struct CommandSpec: Sendable, Equatable {
  /// The word that selects the command (`grade`); for the root, the program name.
  public var name: String
  /// One sentence: what the command does.
  public var abstract: String
  /// Longer help text; paragraphs are separated by blank lines.
  public var discussion: String
  /// Positional arguments, in the order they are given.
  public var arguments: [ArgumentSpec]
  /// Options that only this command accepts, in the order help lists them.
  public var options: [OptionSpec]
  /// Commands nested under this one (`check` under `dev`), in the order help lists them.
  public var subcommands: [CommandSpec]
  /// Whether the command does something when no subcommand follows it.
  public var runsWithoutSubcommand: Bool

  /// Creates a command spec; a command with subcommands needs one unless told otherwise.
  public init(
    _ name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [CommandSpec] = [], runsWithoutSubcommand: Bool? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.runsWithoutSubcommand = runsWithoutSubcommand ?? subcommands.isEmpty
  }

  /// The direct subcommand called `name`, if there is one.
  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The option of this command whose long name is `name`, if there is one.
  package func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
