import Course

extension ProgressCommands {
  /// `layoutlings reset ID`: puts the starter back, keeping the old file as a backup.
  func reset(_ id: String) throws -> ExitCode {
    let command = ["reset"]
    let session = try session(command)
    let result = try session.run(command: command) { () throws -> WorkingCopyReset in
      guard let stored = try session.store.exercise(id: id) else {
        throw CourseStoreError.unknownExercise(id)
      }
      return try session.workspace.reset(stored.spec, now: session.now)
    }
    if let backup = result.backup {
      try write([
        "Restored \(id) from its starter: \(result.url.path)",
        "Your previous version is kept in \(backup.path)",
      ])
    } else {
      try write(["\(id) holds its starter: \(result.url.path) (nothing to back up)"])
    }
    return .success
  }
}
