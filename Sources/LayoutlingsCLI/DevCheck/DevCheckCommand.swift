import Course
import Foundation
import Grader

/// `layoutlings dev check`: validates the whole course for its authors.
///
/// Prints every problem in the course's files (`path:line: message`), then grades every
/// exercise's `Solution.swift` (which must pass) and `Exercise.swift` (which must not), one line
/// per exercise, then a summary. Exits 0 when everything is as it should be, 1 when anything is
/// not, and 65 when the course cannot be loaded at all. Progress goes to standard error.
///
/// The files are graded by the same pipeline as `grade`, against the engine built into the
/// workspace's cache, but nothing is recorded in the learner's store and no verdict is taken
/// from (or left in) the verdict cache: every file is compiled and run.
enum DevCheckCommand {
  static let path = ["dev", "check"]

  static func run(options: GlobalOptions, context: GradingContext) throws(GradingFailure)
    -> ExitCode
  {
    let paths = try GradingPaths(options: options, context: context)
    let knownDevices = try DeviceIDs.load(dataDirectory: paths.data)
    let courseName = paths.course.standardizedFileURL.lastPathComponent
    let (loaded, catalogProblems) = LessonCatalog.load(
      courseDirectory: paths.course, knownDevices: Set(knownDevices))
    for problem in catalogProblems { context.say(problem.description) }
    guard let catalog = loaded else {
      context.say("The course in \(paths.course.path) cannot be loaded.")
      return .dataError
    }
    let lintProblems = CourseLint.problems(
      in: catalog, courseName: courseName, knownDevices: knownDevices)
    for problem in lintProblems { context.say(problem.description) }

    var configuration = paths.configuration(environment: context.environment)
    configuration.usesVerdictCache = false
    let session = GradingSession(configuration: configuration)
    let exercises = catalog.exercises
    var checks: [ExerciseCheck] = []
    for (index, spec) in exercises.enumerated() {
      context.warn("[\(index + 1)/\(exercises.count)] \(spec.id)")
      let check = try ExerciseCheck.run(
        spec, courseName: courseName, session: session,
        progress: GradingSupport.progress(context))
      for line in check.lines { context.say(line) }
      checks.append(check)
    }

    let problemCount = catalogProblems.count + lintProblems.count
    let fine = checks.filter(\.isFine).count
    context.say(summary(exercises: checks.count, fine: fine, problems: problemCount))
    return problemCount == 0 && fine == checks.count ? .success : .failure
  }

  /// `12 of 12 exercises as they should be; no problems in the course's files.`
  static func summary(exercises: Int, fine: Int, problems: Int) -> String {
    let files =
      switch problems {
      case 0: "no problems in the course's files"
      case 1: "1 problem in the course's files"
      default: "\(problems) problems in the course's files"
      }
    let noun = exercises == 1 ? "exercise" : "exercises"
    return "\(fine) of \(exercises) \(noun) as they should be; \(files)."
  }
}
