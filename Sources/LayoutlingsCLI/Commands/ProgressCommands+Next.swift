import Course

extension ProgressCommands {
  /// `layoutlings next`: the exercise to work on, moving past passed ones, with its working copy.
  func next() throws -> ExitCode {
    let command = ["next"]
    let session = try session(command)
    let outcome = try session.run(command: command) { try session.store.advance(at: session.now) }
    switch outcome {
    case .noExercises:
      try write(["The course has no exercises yet."])
      return .success
    case .courseComplete:
      let title = try session.run(command: command) { try session.store.importedCourse()?.title }
      try write(["Every exercise of \(title ?? "the course") has passed. Well done!"])
      return .success
    case .exercise(let id, _):
      let (stored, lesson, copy) = try session.run(command: command) {
        () throws -> (StoredExercise, Lesson?, WorkingCopy) in
        guard let stored = try session.store.exercise(id: id) else {
          throw CourseStoreError.unknownExercise(id)
        }
        let lesson = try session.store.lesson(moduleID: stored.spec.moduleID)
        return (stored, lesson, try session.workspace.prepareWorkingCopy(for: stored.spec))
      }
      let exercise = stored.spec
      var lines = [
        styler.apply(.bold, to: "\(exercise.id): \(exercise.title)"),
        "Module: \(lesson?.title ?? exercise.moduleID) (\(exercise.moduleID))",
      ]
      if let instructions = exercise.instructions {
        lines += [""] + markdown(instructions)
      }
      let note = copy.wasCreated ? " (created from the starter just now)" : ""
      lines += [
        "", "Edit \(copy.url.path)\(note).", "Grade it with: layoutlings grade \(copy.url.path)",
      ]
      try write(lines)
      return .success
    }
  }
}
