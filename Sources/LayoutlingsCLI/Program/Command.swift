import ArgumentParsing

/// One command of `layoutlings`, in one type: its words and help (`spec`), how its arguments
/// are decoded (`init`), and what it does (`run`). `CommandRegistry` lists every command.
protocol Command: Sendable, Equatable {
  /// The words that select it (`["grade"]`, `["dev", "check"]`); `[]` for the course itself.
  static var path: [String] { get }
  /// Its name, help, arguments and options (the registry adds its subcommands).
  static var spec: CommandSpec { get }
  /// Decodes the command line the parser sorted, reading each option and argument by the key
  /// the command declares (`static let json = Flag("json", …)`, listed in `spec`).
  /// - Throws: `UsageError` for values only the command can judge.
  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError)
  /// Does what was asked and returns the status to exit with; whatever it throws is told as
  /// one `CommandFailure` (`CommandFailure.init(_:repair:)`).
  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode
}

extension Command {
  /// Whether `other` is this very command with the same arguments.
  func isSame(as other: any Command) -> Bool {
    (other as? Self) == self
  }

  /// The usage error `kind` for this command.
  static func usageError(_ kind: UsageError.Kind, in program: ProgramSpec = LayoutlingsCLI.program)
    -> UsageError
  {
    UsageError(kind, at: path, in: program)
  }

  /// The positional `argument`, which the parser made sure is there when it is required.
  static func required(_ argument: Argument, in arguments: ParsedArguments, program: ProgramSpec)
    throws(UsageError) -> String
  {
    guard let value = arguments.value(of: argument) else {
      throw usageError(.missingArgument("<\(argument.spec.name)>"), in: program)
    }
    return value
  }
}
