import ArgumentParsing
import FullScreen

/// The command line of `layoutlings`: parsing, help screens, running a command and its exit
/// status.
public enum LayoutlingsCLI {
  /// The version `--version` reports.
  public static let version = "0.1.0"

  /// The declarative description of every command and option.
  public static let program = CommandRegistry.program(version: version)

  /// What a command line asks for.
  enum Request: Equatable {
    /// Show this help screen.
    case help(HelpTopic)
    /// Show the version.
    case version
    /// Run this command.
    case run(any Command)

    static func == (left: Request, right: Request) -> Bool {
      switch (left, right) {
      case (.help(let a), .help(let b)): a == b
      case (.version, .version): true
      case (.run(let a), .run(let b)): a.isSame(as: b)
      default: false
      }
    }
  }

  /// Parses the command line (without the program name) into global options and a request.
  ///
  /// Help and version requests come back with default global options, since they ignore the
  /// rest.
  ///
  /// - Throws: ``UsageError`` naming the problem; print its `fullText` to standard error and
  ///   exit with ``ExitCode/usage``.
  static func parse(_ arguments: [String]) throws(UsageError) -> (
    options: GlobalOptions, request: Request
  ) {
    switch try CommandParser(program: program).parse(arguments) {
    case .help(let path):
      return (GlobalOptions(), .help(HelpTopic(validated: path)))
    case .version:
      return (GlobalOptions(), .version)
    case .run(let parsed):
      let options = try GlobalOptions(parsed, in: program)
      guard let type = CommandRegistry.command(at: parsed.commandPath) else {
        // Only reachable if the program has a command the registry does not know.
        throw UsageError(
          .unknownCommand(parsed.commandPath.joined(separator: " "), suggestion: nil),
          at: parsed.commandPath, in: program)
      }
      return (options, .run(try type.init(parsed, in: program)))
    }
  }

  /// The help screen of a command, wrapped to `width` columns.
  public static func helpText(for topic: HelpTopic, width: Int = 80) -> String {
    let formatter = HelpFormatter(program: program, width: width)
    return formatter.helpText(for: topic.commandPath) ?? formatter.helpText(for: []) ?? ""
  }

  /// What `--version` prints: `layoutlings 0.1.0`.
  public static var versionText: String { "\(program.root.name) \(version)" }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  ///
  /// Results go to `context.output`; a failure is told on `context.errors` as `Error: …`
  /// (see `CommandFailure`) and exits with its status (see `ExitCode`).
  public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
    var options = GlobalOptions()
    do {
      let parsed = try parse(arguments)
      options = parsed.options
      switch parsed.request {
      case .help(let topic):
        try context.output.write(helpText(for: topic) + "\n")
        return .success
      case .version:
        try context.output.write(versionText + "\n")
        return .success
      case .run(let command):
        var context = context
        // The editor is found in one place (`EditorLauncher`): the option stands for the variable.
        if let editor = options.editCommand {
          context.environment[EditorLauncher.variable] = editor
        }
        return try command.run(options: options, context: context)
      }
    } catch {
      let failure = CommandFailure(error, repair: options.repairCommand)
      // Nothing is left to tell the user if standard error cannot be written either.
      try? context.errors.write(failure.lines.map { $0 + "\n" }.joined())
      return failure.exitCode
    }
  }
}
