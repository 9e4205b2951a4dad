/// A whole program: its root command, the options every command accepts, and its version.
///
/// Besides what it declares, every program understands `-h`/`--help` anywhere, `--version` when
/// it has a version, and a `help [command]` subcommand when its root has subcommands.
public struct ProgramSpec: Sendable, Equatable {
  /// The command the program name selects; its name is the program name.
  public var root: CommandSpec
  /// Options accepted before or after any subcommand (`--home DIR`), in the order help lists them.
  public var globalOptions: [OptionSpec]
  /// The version `--version` reports, or nil when the program has no `--version`.
  public var version: String?

  /// Creates a program spec.
  public init(root: CommandSpec, globalOptions: [OptionSpec] = [], version: String? = nil) {
    self.root = root
    self.globalOptions = globalOptions
    self.version = version
  }

  /// The word of the built-in help subcommand.
  package static let helpCommandName = "help"

  /// The built-in `help` subcommand, as help screens describe it.
  package var helpCommand: CommandSpec {
    CommandSpec(
      Self.helpCommandName, abstract: "Show help for a command.",
      arguments: [
        ArgumentSpec(
          "command", arity: .zeroOrMore,
          help: "The command to describe, such as 'grade' or 'dev check'.")
      ])
  }

  /// The built-in `-h`/`--help` flag.
  package var helpOption: OptionSpec { .flag("help", short: "h", help: "Show help information.") }

  /// The built-in `--version` flag, when the program has a version.
  package var versionOption: OptionSpec? {
    version == nil ? nil : .flag("version", help: "Show the version.")
  }

  /// The command reached by following `path` from the root, including the built-in `help`.
  public func command(at path: [String]) -> CommandSpec? {
    var command = root
    for (depth, word) in path.enumerated() {
      if depth == 0 && word == Self.helpCommandName && hasHelpCommand {
        guard path.count == 1 else { return nil }
        return helpCommand
      }
      guard let next = command.subcommand(named: word) else { return nil }
      command = next
    }
    return command
  }

  /// Whether the root has the built-in `help` subcommand: only when it has subcommands of its
  /// own, none of them called `help`.
  package var hasHelpCommand: Bool {
    !root.subcommands.isEmpty && root.subcommand(named: Self.helpCommandName) == nil
  }

  /// The subcommands listed under `command`, with the built-in `help` after the root's own.
  package func listedSubcommands(of command: CommandSpec, isRoot: Bool) -> [CommandSpec] {
    isRoot && hasHelpCommand ? command.subcommands + [helpCommand] : command.subcommands
  }

  /// The full invocation of the command at `path`: `layoutlings dev check`.
  package func invocation(of path: [String]) -> String {
    ([root.name] + path).joined(separator: " ")
  }
}
