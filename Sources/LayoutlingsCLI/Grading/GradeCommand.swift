import Course
import Foundation
import Grader

/// `layoutlings grade FILE [--exercise ID] [--json]`: grades a file, prints the verdict, reports
/// the attempt, and exits with 0 when it passed and 1 when it did not.
enum GradeCommand {
  static let path = ["grade"]

  static func run(
    _ arguments: GradeArguments, options: GlobalOptions, context: GradingContext
  ) throws(GradingFailure) -> ExitCode {
    let paths = try GradingPaths(options: options, context: context)
    let url = context.url(for: arguments.file)
    let bytes = try GradingSupport.contents(of: url, shown: arguments.file)
    let id = try ExerciseLocator.exerciseID(
      option: arguments.exercise, source: String(decoding: bytes, as: UTF8.self), file: url,
      workspace: Workspace(home: paths.home), command: path)
    let spec = try ExerciseLocator.exercise(
      id: id, course: paths.course, knownDevices: try DeviceIDs.load(dataDirectory: paths.data))
    let exercise = try ExerciseMapping.gradingExercise(spec)

    let session = GradingSession(
      configuration: paths.configuration(environment: context.environment))
    let outcome: GradeOutcome
    do {
      outcome = try session.grade(
        LearnerFile(path: arguments.file, contents: bytes), as: exercise,
        progress: GradingSupport.progress(context))
    } catch {
      throw GradingSupport.failure(error)
    }

    let attempt = GradedAttempt(
      exerciseID: id, file: arguments.file, result: outcome.result, isCached: outcome.isCached,
      date: options.now ?? context.clock())
    do {
      try context.attemptRecorder.recordAttempt(attempt)
    } catch {
      context.warn("Warning: the attempt could not be recorded: \(error)")
    }

    if arguments.json {
      do {
        context.say(String(decoding: try outcome.result.jsonData(), as: UTF8.self))
      } catch {
        throw GradingFailure(.internalError, "the verdict could not be written as JSON: \(error)")
      }
    } else {
      let printer = VerdictPrinter(
        styler: GradingSupport.styler(options, context), width: context.columns)
      context.say(printer.text(for: outcome))
    }
    return attempt.passed ? .success : .failure
  }
}
