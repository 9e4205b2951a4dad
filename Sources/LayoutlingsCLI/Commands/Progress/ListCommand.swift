import ArgumentParsing
import Course

/// `layoutlings list [--json]`: modules, exercises, status, best score, attempts, reviews due.
struct ListCommand: Command {
  static let path = ["list"]
  static let json = Flag("json", help: "Print the list as JSON.")
  static let spec = CommandSpec(
    "list", abstract: "List modules and exercises with their status and due reviews.",
    options: [json.spec])

  /// `--json`.
  var json = false

  init(json: Bool = false) { self.json = json }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    json = arguments.isSet(Self.json)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(
      paths: CommandPaths(options: options, context: context), readsOnly: true)
    let progress = try session.store.progress(at: session.now)
    if json {
      try context.say(ListJSON.text(progress, workspace: session.place.path))
    } else {
      let current = try session.store.position()?.exerciseID
      try context.say(
        ListText(
          progress: progress, currentExerciseID: current, styler: context.styler(options),
          workspaceLine: session.place.line
        ).render())
    }
    return .success
  }
}
