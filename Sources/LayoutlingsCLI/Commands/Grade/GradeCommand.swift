import ArgumentParsing
import Course
import Foundation
import Grader
import GradingService
import Terminal

/// `layoutlings grade FILE [--exercise ID] [--json]`: grades a file through the grading service
/// (which records the attempt), prints the verdict, and exits with 0 when it passed and 1 when
/// it did not.
struct GradeCommand: Command {
  static let path = ["grade"]
  static let file = Argument(
    "file", arity: .optional,
    help: "The Swift file to grade, or an exercise (default: the current one).")
  static let exercise = Option(
    "exercise", valueName: "id", help: "Grade as this exercise, whatever the header says.")
  static let json = Flag("json", help: "Print the verdict as JSON.")
  static let spec = CommandSpec(
    "grade", abstract: "Grade one exercise file against the frames UIKit would produce.",
    discussion: "The file's '// exercise: <id>' header names the exercise; without one, the "
      + "file's place in the workspace does. An exercise instead of a file grades its working "
      + "copy; without either, the current exercise's. Exits with 0 when the file passes and 1 "
      + "when it does not.",
    arguments: [file.spec],
    options: [exercise.spec, json.spec])

  /// Rows a picture may take.
  static let pictureHeight = 24

  /// The Swift file to grade, or an exercise, as given; nil means the current exercise.
  var file: String?
  /// `--exercise ID`: grade as this exercise instead of the one the file names.
  var exercise: String?
  /// `--json`: print the verdict as JSON.
  var json = false

  init(file: String?, exercise: String? = nil, json: Bool = false) {
    self.file = file
    self.exercise = exercise
    self.json = json
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    self.init(
      file: arguments.value(of: Self.file), exercise: arguments.value(of: Self.exercise),
      json: arguments.isSet(Self.json))
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let paths = CommandPaths(options: options, context: context)
    let chosen = try ExerciseFile(argument: file, paths: paths)
    let submission = try Submission.read(paths.file(chosen.path), shown: chosen.path)
    let session = try StageLog.measure("session opened") {
      try chosen.session ?? LearnerSession(paths: paths)
    }
    let named = try exercise.map(session.resolveExercise) ?? chosen.exerciseID
    guard
      let id = ExerciseLocator.exerciseID(
        option: named, for: submission, in: try paths.workspace())
    else {
      throw Self.usageError(
        .missingOption(
          "--exercise <id>",
          reason: "\(paths.file(chosen.path).lastPathComponent) has no '// exercise: <id>' line"
            + " and is not a working copy in the workspace"))
    }
    let service = try StageLog.measure("grading service made") { try session.gradingService() }
    service.progress = EngineProgress.printed(to: context)
    // A review copy is graded on the device its review names (`ReviewDeviceNote`).
    let reviewDevice = try ReviewDeviceNote.forReviewCopy(
      paths.file(chosen.path), exerciseID: id, session: session, devices: try? paths.devices())
    // A review copy graded here is the review's attempt: a review redone to the bytes of an
    // earlier pass still counts once since the last rating (`CourseStore`).
    let reviewCopy = ReviewFolder(home: session.workspace.home).url(forExerciseID: id)
    let isReviewCopy =
      reviewCopy.resolvingSymlinksInPath().standardizedFileURL.path
      == paths.file(chosen.path).resolvingSymlinksInPath().standardizedFileURL.path
    let graded = try service.grade(
      submission, as: id, origin: isReviewCopy ? .review : .command,
      explicitlyNamed: exercise != nil, devices: reviewDevice.map { [$0.reference] })
    if let problem = graded.recordingProblem { context.warn("Warning: \(problem)") }
    let notRecorded = Self.notRecordedNote(graded, file: chosen.path)
    let suggestion = try StageLog.measure("rating suggestion") {
      try Self.suggestion(for: graded, session: session)
    }

    try StageLog.measure("verdict written") {
      if json {
        do {
          try context.say(
            GradeJSON.text(result: graded.outcome.result, suggestion: suggestion))
        } catch let failure as CommandFailure {
          throw failure
        } catch {
          throw CommandFailure(.internalError, "the verdict could not be written as JSON: \(error)")
        }
      } else {
        let styler = context.styler(options)
        let renderer = VerdictRenderer(
          styler: styler, width: context.columns,
          displayPath: DisplayPath(
            currentDirectory: context.currentDirectory.path, home: context.environment["HOME"]))
        var lines: [String] = []
        if let reviewDevice {
          lines +=
            TextLayout.wrap(
              "Review copy, graded on \(reviewDevice.name) only: \(reviewDevice.reason).",
              toWidth: context.columns) + [""]
        }
        // On a terminal the verdict wraps to its width, a frame check with `got` under `expected`,
        // so no number is split by the terminal's own wrapping; a pipe gets whole lines.
        lines += renderer.text(
          graded.verdict, exercise: graded.exerciseID, wrap: context.outputIsTerminal)
        if let notRecorded {
          lines += [""] + TextLayout.wrap(notRecorded, toWidth: context.columns)
        }
        let printed = ProgramOutputText.lines(
          graded.outcome.result.programOutput, width: context.columns, styler: styler)
        if !printed.isEmpty { lines += [""] + printed }
        // The first device and snapshot with a wrong frame.
        let pictures = VerdictPictures.choose(
          graded.verdict, rootSizes: graded.outcome.rootSizes, whenPassed: false, limit: 1)
        if !pictures.isEmpty {
          lines += [""] + renderer.pictures(pictures, height: Self.pictureHeight)
        }
        if graded.passed {
          let next = NextStepAfterPass.lines(
            exerciseID: graded.exerciseID, suggested: suggestion, width: context.columns)
          lines += [""] + next
        }
        try context.say(lines.joined(separator: "\n"))
      }
    }
    StageLog.measure("editor readiness") {
      EditorReadiness.afterGrading(
        paths.file(chosen.path), settings: session.editorSettings, context: context,
        workspaceHome: session.workspace.home, json: json, status: graded.verdict.status)
    }
    return graded.passed ? .success : .failure
  }
}

extension GradeCommand {
  /// What to say when the grade was not recorded as an attempt for a reason the learner can act
  /// on; nil otherwise.
  static func notRecordedNote(_ graded: GradedSubmission, file: String) -> String? {
    switch graded.notRecordedReason {
    case .notTheExercise:
      return "Not recorded: \(file) is not \(graded.exerciseID)'s own file (it has no "
        + "'// exercise:' line and is not in the workspace, or is not a .swift file). "
        + "Grade it with --exercise \(graded.exerciseID) to record it as an attempt."
    case .starter:
      return "Not recorded: this is the exercise's starter as it was given. "
        + "Change it, then grade it again."
    case nil:
      return nil
    }
  }

  /// The rating the evidence suggests after a pass (`SuggestedRating`), nil otherwise.
  fileprivate static func suggestion(for graded: GradedSubmission, session: LearnerSession)
    throws -> SuggestedRating?
  {
    guard graded.passed else { return nil }
    // The attempt was recorded on the session's clock, which may have moved on since `now`.
    let date = max(session.now, graded.attempt?.record.at ?? session.now)
    return try session.store.ratingEvidence(for: graded.exerciseID, at: date).suggestion()
  }
}
