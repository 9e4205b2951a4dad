import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutlings watch [--poll]`: regrades the current exercise on every save. Full screen with
/// keys in a terminal; plain verdicts, one per change, without one.
struct WatchCommand {
  let options: GlobalOptions
  let context: CommandContext

  func run(poll: Bool) throws -> ExitCode {
    let command = ["watch"]
    let services = try LearnerServices(options: options, context: context, command: command)
    let work = services.work
    let watcherOptions = FileWatcher.Options(strategy: poll ? .polling : .automatic)
    let styler = Styler(
      environment: context.environment, noColorFlag: options.noColor,
      outputIsTerminal: context.outputIsTerminal)
    do {
      if context.outputIsTerminal, isatty(STDIN_FILENO) == 1 {
        try WatchRunner(
          work: work, environment: context.environment, styler: styler, options: watcherOptions,
          progress: services.progress
        ).run()
      } else {
        let width = TerminalSize.resolve(reported: nil, environment: context.environment).columns
        let output = context.output
        services.progress.show = { line in try? output.write(line + "\n") }
        try PlainWatch(work: work, output: output, width: width).run(options: watcherOptions)
      }
    } catch let error as TerminalError {
      throw CommandFailure(.ioError, command: command, "the terminal: \(error)")
    } catch let error as WatchError {
      throw CommandFailure(.ioError, command: command, error.description)
    }
    return .success
  }
}
