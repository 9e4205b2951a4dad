import ArgumentParsing
import Course
import Terminal

/// `layoutlings reset ID`: puts the starter back, keeping the old file as a backup.
struct ResetCommand: Command {
  static let path = ["reset"]
  static let id = Argument(
    "id", arity: .optional, help: "The exercise to reset (default: the current one).")
  static let spec = CommandSpec(
    "reset", abstract: "Restore an exercise's working copy from its starter file.",
    arguments: [id.spec])

  /// The exercise; nil means the current one.
  var exercise: String?

  init(exercise: String? = nil) { self.exercise = exercise }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    exercise = arguments.value(of: Self.id)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let exercise = try session.exerciseID(self.exercise)
    guard let stored = try session.store.exercise(id: exercise) else {
      throw CourseStoreError.unknownExercise(exercise)
    }
    let result = try session.workspace.reset(stored.spec, now: session.now)
    session.editorSettings.keepCurrent()
    if let backup = result.backup {
      let links = context.hyperlinks
      try context.say(
        "Restored \(exercise) from its starter: \(links.file(result.url.path))",
        "Your previous version is kept in \(links.file(backup.path))")
    } else {
      try context.say(
        "\(exercise) holds its starter: \(context.hyperlinks.file(result.url.path))"
          + " (nothing to back up)")
    }
    return .success
  }
}
