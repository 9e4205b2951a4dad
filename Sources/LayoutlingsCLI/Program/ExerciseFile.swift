import Course
import Foundation

/// The file `grade` and `show` work on, from their FILE argument: the file it names; else, when
/// no such file exists and it is not a `.swift` path, the working copy of the exercise it names
/// (`layoutlings grade 1.1`); without the argument, the current exercise's working copy (made
/// from the starter when there is none, as `next` does).
struct ExerciseFile {
  /// The path to read, as it is shown.
  var path: String
  /// The exercise, when the argument named one rather than a file.
  var exerciseID: String?
  /// The session opened to find it, for the command to reuse; nil when a file was named.
  var session: LearnerSession?

  init(argument: String?, paths: CommandPaths) throws {
    guard let argument else {
      let session = try LearnerSession(paths: paths)
      let id = try session.exerciseID(nil)
      self.init(path: try session.workingCopy(of: id).path, exerciseID: id, session: session)
      return
    }
    let isFile = FileManager.default.fileExists(atPath: paths.file(argument).path)
    guard !isFile, !argument.hasSuffix(".swift") else {
      self.init(path: argument, exerciseID: nil, session: nil)
      return
    }
    // Without a course to look in, it can only be a file. A number (`11.99`) names an exercise,
    // so one the course does not have gets the message `hint` and every other command give.
    guard let session = try? LearnerSession(paths: paths) else {
      self.init(path: argument, exerciseID: nil, session: nil)
      return
    }
    if case .unknown(let suggestions) = try session.exerciseResolver().resolve(argument),
      suggestions.isEmpty, !ExerciseResolver.looksNumbered(argument)
    {
      // Nothing like an exercise: it is a file that is not there, and reading it says so.
      self.init(path: argument, exerciseID: nil, session: session)
      return
    }
    let id = try session.resolveExercise(argument)
    self.init(path: try session.workingCopy(of: id).path, exerciseID: id, session: session)
  }

  private init(path: String, exerciseID: String?, session: LearnerSession?) {
    self.path = path
    self.exerciseID = exerciseID
    self.session = session
  }
}
