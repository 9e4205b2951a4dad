/// The commands that compile and run learner files: `grade`, `frames` and `show`.
public enum GradingCommands {
  /// Runs `command` if it is one of these and returns the status to exit with; nil for any other
  /// command. Errors are printed on `context.errors`.
  public static func run(
    _ command: ParsedCommand, options: GlobalOptions, context: GradingContext
  ) -> ExitCode? {
    do {
      switch command {
      case .grade(let arguments):
        return try GradeCommand.run(arguments, options: options, context: context)
      case .frames(let arguments):
        return try FramesCommand.run(arguments, options: options, context: context)
      case .show(let arguments):
        return try ShowCommand.run(arguments, options: options, context: context)
      default:
        return nil
      }
    } catch {
      context.warn(error.text)
      return error.status
    }
  }
}
