/// What a command line asks for: a command to run, a help screen, or the version.
public enum ParseOutcome: Sendable, Equatable {
  /// Run the command the arguments select.
  case run(ParsedArguments)
  /// Show help for the command at this path (`[]` for the root).
  case help(commandPath: [String])
  /// Show the version.
  case version
}
