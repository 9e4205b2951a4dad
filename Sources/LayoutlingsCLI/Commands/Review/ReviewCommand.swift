import ArgumentParsing
import Foundation
import Terminal

/// `layoutlings review [--json]`: what is due at `--now` (or now). In a terminal, a session
/// through the items one key at a time, then a summary; without one, a plain list; with
/// `--json`, the items and their scheduler state.
struct ReviewCommand: Command {
  static let path = ["review"]
  static let json = Flag("json", help: "Print the reviews as JSON.")
  static let spec = CommandSpec(
    "review", abstract: "Show the reviews that are due and the scheduler's state.",
    options: [json.spec])

  /// `--json`.
  var json = false

  init(json: Bool = false) { self.json = json }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    json = arguments.isSet(Self.json)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    // Reviews are listed from a workspace that cannot be written; rating them then fails.
    let services = try LearnerServices(
      paths: CommandPaths(options: options, context: context), readsOnly: true)
    let session = services.session
    let work = services.work
    let items = try ReviewQueue.load(
      store: session.store, now: session.now, devices: try? session.paths.devices())
    if json {
      try context.say(ReviewJSON.text(items: items, now: session.now))
      return .success
    }
    if context.isInteractive, !items.isEmpty {
      let finished = try ReviewRunner(
        work: work, environment: context.environment, styler: context.styler(options),
        progress: services.progress
      ).run(items: items)
      try context.say(ReviewSummary.lines(state: finished))
      return .success
    }
    var copies: [String: String] = [:]
    for item in items where item.kind == .exercise {
      let starter = try work.exercise(item.exerciseID).starter
      copies[item.id] =
        try work.reviewFolder.write(
          starter: starter, forExerciseID: item.exerciseID, keepExisting: true
        ).path
    }
    let next = items.isEmpty ? try session.store.nextReview(after: session.now) : nil
    try context.say(
      ReviewPlainText.lines(items: items, now: session.now, copies: copies, next: next))
    return .success
  }
}
