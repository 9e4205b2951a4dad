import Course

/// Why a command stopped: the lines to show on standard error and the status to exit with.
struct CommandFailure: Error {
  /// The lines, each shown as it is.
  var lines: [String]
  /// The exit status.
  var exitCode: ExitCode
  /// The store's path, when the failure is a damaged progress store that a repair could fix.
  var damagedStore: String?

  init(_ exitCode: ExitCode, lines: [String]) {
    self.exitCode = exitCode
    self.lines = lines
  }

  /// One line, `layoutlings <command>: <message>`.
  init(_ exitCode: ExitCode, command: [String], _ message: String) {
    let name = (["layoutlings"] + command).joined(separator: " ")
    self.init(exitCode, lines: ["\(name): \(message)"])
  }

  /// A damaged progress store: the error, then the exact command that repairs it, on one line.
  static func damagedStore(path: String, detail: String, repair: String, command: [String])
    -> CommandFailure
  {
    var failure = CommandFailure(
      .dataError, command: command,
      CourseStoreError.corrupt(path: path, detail: detail).description
        + "; to back it up and rebuild it from what can still be read, run: \(repair)")
    failure.damagedStore = path
    return failure
  }

  /// The failure to report for a store error while running `command`.
  ///
  /// Course problems are listed one per line as `path:line: message`, as compilers do.
  init(_ error: CourseStoreError, command: [String]) {
    switch error {
    case .courseProblems(let problems):
      self.init(.dataError, lines: problems.map(\.description))
    case .corrupt, .newerVersion, .invalidCatalog:
      self.init(.dataError, command: command, error.description)
    case .cannotOpen, .database:
      self.init(.ioError, command: command, error.description)
    case .unknownExercise, .unknownReviewItem, .noSuchHint:
      self.init(.noInput, command: command, error.description)
    case .invalidAttempt, .invalidRating, .invalidPosition:
      self.init(.failure, command: command, error.description)
    }
  }
}

extension CommandFailure: CustomStringConvertible {
  /// The lines, on one line.
  var description: String { lines.joined(separator: " ") }
}
