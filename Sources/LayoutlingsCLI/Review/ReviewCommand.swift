import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutlings review [--json]`: what is due at `--now` (or now). In a terminal, a session
/// through the items one key at a time, then a summary; without one, a plain list; with
/// `--json`, the items and their scheduler state.
struct ReviewCommand {
  let options: GlobalOptions
  let context: CommandContext

  func run(json: Bool) throws -> ExitCode {
    let command = ["review"]
    let services = try LearnerServices(options: options, context: context, command: command)
    let session = services.session
    let work = services.work
    let items = try session.run(command: command) {
      try ReviewQueue.load(store: session.store, now: session.now)
    }
    if json {
      try write([ReviewJSON.text(items: items, now: session.now)])
      return .success
    }
    if context.outputIsTerminal, isatty(STDIN_FILENO) == 1, !items.isEmpty {
      let styler = Styler(
        environment: context.environment, noColorFlag: options.noColor, outputIsTerminal: true)
      let finished: ReviewState
      do {
        finished = try ReviewRunner(
          work: work, environment: context.environment, styler: styler, progress: services.progress
        ).run(items: items)
      } catch let error as TerminalError {
        throw CommandFailure(.ioError, command: command, "the terminal: \(error)")
      }
      try write(ReviewSummary.lines(state: finished))
      return .success
    }
    var copies: [String: String] = [:]
    for item in items where item.kind == .exercise {
      let starter = try session.run(command: command) { try work.exercise(item.exerciseID).starter }
      copies[item.id] = try session.run(command: command) {
        try work.reviewFolder.write(
          starter: starter, forExerciseID: item.exerciseID, keepExisting: true)
      }.path
    }
    try write(ReviewPlainText.lines(items: items, now: session.now, copies: copies))
    return .success
  }

  private func write(_ lines: [String]) throws {
    try context.output.write(lines.map { $0 + "\n" }.joined())
  }
}
