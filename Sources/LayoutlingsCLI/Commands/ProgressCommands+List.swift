import Course

extension ProgressCommands {
  /// `layoutlings list [--json]`: modules, exercises, status, best score, attempts, reviews due.
  func list(json: Bool) throws -> ExitCode {
    let command = ["list"]
    let session = try session(command)
    let (progress, current) = try session.run(command: command) {
      (try session.store.progress(at: session.now), try session.store.position()?.exerciseID)
    }
    if json {
      try write([ListJSON.text(progress)])
    } else {
      try write([ListText(progress: progress, currentExerciseID: current, styler: styler).render()])
    }
    return .success
  }
}
