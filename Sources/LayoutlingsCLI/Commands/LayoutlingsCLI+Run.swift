import Foundation

extension LayoutlingsCLI {
  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  ///
  /// Results go to `context.output`, errors to `context.errors`. Commands not built yet say
  /// so and return ``ExitCode/unavailable``.
  public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
    do {
      let (options, command) = try parse(arguments)
      return try run(command, options: options, context: context)
    } catch let error as UsageError {
      return report([error.fullText()], status: .usage, to: context)
    } catch let failure as CommandFailure {
      return report(failure.lines, status: failure.exitCode, to: context)
    } catch {
      // Whatever it is, it is told on one line.
      let text = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
      return report(["layoutlings: \(text)"], status: .ioError, to: context)
    }
  }

  private static func run(_ command: ParsedCommand, options: GlobalOptions, context: CommandContext)
    throws -> ExitCode
  {
    let commands = ProgressCommands(options: options, context: context)
    switch command {
    case .help(let topic):
      try context.output.write(helpText(for: topic) + "\n")
      return .success
    case .version:
      try context.output.write(versionText + "\n")
      return .success
    case .list(let json):
      return try commands.list(json: json)
    case .next:
      return try commands.next()
    case .hint(let exercise):
      return try commands.hint(exercise)
    case .reset(let exercise):
      return try commands.reset(exercise)
    case .rate(let item, let rating):
      return try commands.rate(item, rating)
    case .grade, .frames, .show:
      let recorder = StoreAttemptRecorder(options: options, context: context)
      let grading = GradingContext(context, attemptRecorder: recorder)
      return GradingCommands.run(command, options: options, context: grading) ?? .unavailable
    case .devCheck:
      // The course's own files are graded: nothing goes into the learner's store.
      let grading = GradingContext(context, attemptRecorder: NoAttemptRecorder())
      return GradingCommands.run(command, options: options, context: grading) ?? .unavailable
    case .devRepairStore:
      return try StoreRepairCommand(options: options, context: context).run()
    case .interactive:
      return try InteractiveCommand(options: options, context: context).run()
    case .review(let json):
      return try ReviewCommand(options: options, context: context).run(json: json)
    case .watch(let poll):
      return try WatchCommand(options: options, context: context).run(poll: poll)
    case .report(let arguments):
      return try ReportCommand(options: options, context: context, arguments: arguments).run()
    }
  }

  private static func report(_ lines: [String], status: ExitCode, to context: CommandContext)
    -> ExitCode
  {
    // Nothing is left to tell the user if standard error cannot be written either.
    try? context.errors.write(lines.map { $0 + "\n" }.joined())
    return status
  }
}
