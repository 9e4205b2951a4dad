import Course

/// `layoutlings next`: the exercise to work on, moving past passed ones, with its working copy.
struct NextCommand: Command {
  static let path = ["next"]
  static let spec = CommandSpec("next", abstract: "Move on to the next exercise.")

  init() {}

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {}

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let styler = context.styler(options)
    switch try session.store.advance(at: session.now) {
    case .noExercises:
      try context.say("The course has no exercises yet.")
    case .courseComplete:
      let title = try session.store.importedCourse()?.title
      try context.say("Every exercise of \(title ?? "the course") has passed. Well done!")
    case .exercise(let id, _):
      guard let stored = try session.store.exercise(id: id) else {
        throw CourseStoreError.unknownExercise(id)
      }
      let exercise = stored.spec
      let lesson = try session.store.lesson(moduleID: exercise.moduleID)
      let copy = try session.workspace.prepareWorkingCopy(for: exercise)
      session.editorSettings.keepCurrent()
      var lines = [
        styler.apply(.bold, to: "\(exercise.id): \(exercise.title)"),
        "Module: \(lesson?.title ?? exercise.moduleID) (\(exercise.moduleID))",
      ]
      if let instructions = exercise.instructions {
        lines += [""] + ProgressOutput.markdown(instructions, styler: styler)
      }
      let note = copy.wasCreated ? " (created from the starter just now)" : ""
      lines += [
        "", "Edit \(copy.url.path)\(note).", "Grade it with: layoutlings grade \(copy.url.path)",
      ]
      try context.say(lines)
    }
    return .success
  }
}
