import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutlings` without a command: the interactive course in a terminal, or the current page
/// and exercise as plain text when standard input or output is not a terminal.
struct InteractiveCommand {
  let options: GlobalOptions
  let context: CommandContext

  func run() throws -> ExitCode {
    let services: LearnerServices
    do {
      services = try LearnerServices(options: options, context: context, command: [])
    } catch let failure as CommandFailure {
      // On a terminal a damaged store is offered for repair; elsewhere the error says how.
      guard let store = failure.damagedStore, context.outputIsTerminal, isatty(STDIN_FILENO) == 1
      else { throw failure }
      let prompt = StoreRepairPrompt(
        options: options, context: context,
        ask: { question in
          try? context.errors.write(question)
          return readLine()
        })
      guard try prompt.offer(store: store, failure: failure) else { return .dataError }
      services = try LearnerServices(options: options, context: context, command: [])
    }
    let session = services.session
    let work = services.work
    let styler = Styler(
      environment: context.environment, noColorFlag: options.noColor,
      outputIsTerminal: context.outputIsTerminal)
    if context.outputIsTerminal, isatty(STDIN_FILENO) == 1 {
      do {
        try InteractiveRunner(
          work: work, environment: context.environment, styler: styler, progress: services.progress
        ).run()
      } catch let error as TerminalError {
        throw CommandFailure(.ioError, command: [], "the terminal: \(error)")
      }
      return .success
    }
    let (outline, place) = try session.run(command: []) {
      (try work.outline(), try work.savedPlace())
    }
    let width = TerminalSize.resolve(reported: nil, environment: context.environment).columns
    let (lines, exerciseID) = PlainCourseText.render(outline: outline, place: place, width: width)
    if let exerciseID {
      // The path printed is a file the learner can open straight away.
      _ = try session.run(command: []) { try work.workingCopy(exerciseID: exerciseID) }
    }
    try context.output.write(lines.map { $0 + "\n" }.joined())
    return .success
  }
}
