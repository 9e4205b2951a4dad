import ArgumentParsing
import FileWatching
import Foundation
import Terminal

/// `layoutlings watch [--poll]`: regrades the current exercise on every save. Full screen with
/// keys in a terminal; plain verdicts, one per change, without one.
struct WatchCommand: Command {
  static let path = ["watch"]
  static let poll = Flag("poll", help: "Notice saves by polling modification times.")
  static let spec = CommandSpec(
    "watch", abstract: "Regrade the current exercise every time its file is saved.",
    discussion: ScreenKeys.sentence(ScreenKeys.watch + ScreenKeys.situational)
      + " The keys are the course's (layoutlings with no command), which grades on save too.",
    options: [poll.spec])

  /// `--poll`: notice saves by polling modification times.
  var poll = false

  init(poll: Bool = false) { self.poll = poll }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    poll = arguments.isSet(Self.poll)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let services = try LearnerServices(paths: CommandPaths(options: options, context: context))
    let watcherOptions = FileWatcher.Options(strategy: poll ? .polling : .automatic)
    if context.isInteractive {
      try WatchRunner(
        work: services.work, environment: context.environment, styler: context.styler(options),
        hyperlinks: context.hyperlinks, options: watcherOptions, progress: services.progress
      ).run()
    } else {
      let width = TerminalSize.resolve(reported: nil, environment: context.environment).columns
      let output = context.output
      services.progress.show = { line in try? output.write(line + "\n") }
      try PlainWatch(work: services.work, output: output, width: width).run(
        options: watcherOptions)
    }
    return .success
  }
}
