import Course

/// `layoutlings reset ID`: puts the starter back, keeping the old file as a backup.
struct ResetCommand: Command {
  static let path = ["reset"]
  static let spec = CommandSpec(
    "reset", abstract: "Restore an exercise's working copy from its starter file.",
    arguments: [ArgumentSpec("id", help: "The exercise to reset.")])

  /// The exercise.
  var exercise: String

  init(exercise: String) { self.exercise = exercise }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    exercise = try Self.required("id", in: arguments, program: program)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    guard let stored = try session.store.exercise(id: exercise) else {
      throw CourseStoreError.unknownExercise(exercise)
    }
    let result = try session.workspace.reset(stored.spec, now: session.now)
    session.editorSettings.keepCurrent()
    if let backup = result.backup {
      try context.say(
        "Restored \(exercise) from its starter: \(result.url.path)",
        "Your previous version is kept in \(backup.path)")
    } else {
      try context.say("\(exercise) holds its starter: \(result.url.path) (nothing to back up)")
    }
    return .success
  }
}
