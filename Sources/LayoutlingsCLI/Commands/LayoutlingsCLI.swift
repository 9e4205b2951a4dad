/// The command line of `layoutlings`: parsing, help screens and exit codes.
public enum LayoutlingsCLI {
  /// The version `--version` reports.
  public static let version = "0.1.0"

  /// The declarative description of every command and option.
  public static let program = CommandTable.program(version: version)

  /// Parses the command line (without the program name) into global options and a command.
  ///
  /// Help and version requests come back as ``ParsedCommand/help(_:)`` and
  /// ``ParsedCommand/version`` with default global options, since they ignore the rest.
  ///
  /// - Throws: ``UsageError`` naming the problem; print its `fullText` to standard error and
  ///   exit with ``ExitCode/usage``.
  public static func parse(
    _ arguments: [String]
  ) throws(UsageError) -> (options: GlobalOptions, command: ParsedCommand) {
    switch try CommandParser(program: program).parse(arguments) {
    case .help(let path):
      return (GlobalOptions(), .help(HelpTopic(validated: path)))
    case .version:
      return (GlobalOptions(), .version)
    case .run(let parsed):
      let options = try GlobalOptions(parsed, in: program)
      return (options, try ParsedCommand(parsed, in: program))
    }
  }

  /// The help screen of a command, wrapped to `width` columns.
  public static func helpText(for topic: HelpTopic, width: Int = 80) -> String {
    let formatter = HelpFormatter(program: program, width: width)
    return formatter.helpText(for: topic.commandPath) ?? formatter.helpText(for: []) ?? ""
  }

  /// What `--version` prints: `layoutlings 0.1.0`.
  public static var versionText: String { "\(program.root.name) \(version)" }

  /// The status to exit with after `error`: ``ExitCode/usage`` for a ``UsageError``, otherwise
  /// ``ExitCode/failure``.
  public static func exitCode(for error: any Error) -> ExitCode {
    error is UsageError ? .usage : .failure
  }
}
