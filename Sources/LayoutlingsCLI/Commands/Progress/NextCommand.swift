import ArgumentParsing
import Course
import Terminal

/// `layoutlings next [--skip]`: the exercise to work on, with its working copy. It moves past
/// passed exercises; on one that has not passed it stays and says why, and `--skip` moves on
/// from it (`MovingOn`, as `n` twice does in watch mode and in the course).
struct NextCommand: Command {
  static let path = ["next"]
  static let skip = Flag("skip", help: "Move on even though the current exercise has not passed.")
  static let spec = CommandSpec(
    "next", abstract: "Move on to the next exercise once the current one has passed.",
    discussion: "On an exercise that has not passed, next stays with it and says so; --skip moves "
      + "on to the next exercise that has not passed, coming back round to the start of the "
      + "course.",
    options: [skip.spec])

  /// `--skip`: move on from an exercise that has not passed.
  var skip = false

  init(skip: Bool = false) { self.skip = skip }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    skip = arguments.isSet(Self.skip)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let styler = context.styler(options)
    var skipped: String?
    // A passed exercise is left behind anyway; only one that has not passed is skipped.
    if skip, let current = try session.store.currentExerciseID(),
      try session.store.progress(ofExercise: current, at: session.now).status != .passed,
      try session.moveOn(from: current, at: session.now) != nil
    {
      skipped = current
    }
    switch try session.store.advance(at: session.now) {
    case .noExercises:
      try context.say("The course has no exercises yet.")
    case .courseComplete:
      let title = try session.store.importedCourse()?.title
      try context.say("Every exercise of \(title ?? "the course") has passed. Well done!")
    case .exercise(let id, let moved):
      guard let stored = try session.store.exercise(id: id) else {
        throw CourseStoreError.unknownExercise(id)
      }
      // It stays only on an exercise that has not passed.
      let note: String? =
        if let skipped {
          "Left \(skipped) for later."
        } else if moved {
          nil
        } else if skip {
          "Every other exercise has passed: there is nothing to move on to."
        } else {
          MovingOn.notPassed(id, again: "Run layoutlings next --skip")
        }
      let exercise = stored.spec
      let lesson = try session.store.lesson(moduleID: exercise.moduleID)
      let copy = try session.workspace.prepareWorkingCopy(for: exercise)
      session.editorSettings.keepCurrent()
      var lines = note.map { [$0, ""] } ?? []
      lines += [
        styler.apply(.bold, to: "\(exercise.id): \(exercise.title)"),
        "Module: \(lesson?.title ?? exercise.moduleID) (\(exercise.moduleID))",
      ]
      if let instructions = exercise.instructions {
        lines += [""] + ProgressOutput.markdown(instructions, styler: styler)
      }
      let created = copy.wasCreated ? " (created from the starter just now)" : ""
      lines += [
        "", "Edit \(context.hyperlinks.file(copy.url.path))\(created).",
        "Grade it with: layoutlings grade \(copy.url.path)",
      ]
      try context.say(lines)
    }
    return .success
  }
}
