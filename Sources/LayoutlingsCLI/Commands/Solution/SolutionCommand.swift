import ArgumentParsing
import Course
import Foundation
import GradingService

/// `layoutlings solution [ID] [--force] [--json]`: the reference solution and how the
/// learner's constraints differ from it. Before the exercise passed it asks for `--force`, and
/// a forced look counts as every hint revealed.
struct SolutionCommand: Command {
  static let path = ["solution"]
  static let id = Argument("id", arity: .optional, help: "The exercise (default: the current one).")
  static let force = Flag("force", help: "Show it before the exercise has passed.")
  static let json = Flag("json", help: "Print the solution and the comparison as JSON.")
  static let spec = CommandSpec(
    "solution", abstract: "Show the reference solution and how your constraints differ from it.",
    discussion: "Lays out your working copy and the reference solution and lists the "
      + "constraints the reference has that you do not, and those you have that it does not, "
      + "with their lines. Before the exercise has passed it asks for --force; a forced look "
      + "counts as every hint revealed.",
    arguments: [id.spec],
    options: [force.spec, json.spec])

  /// The exercise; nil means the current one.
  var exercise: String?
  /// `--force`: show it before the exercise passed.
  var force = false
  /// `--json`: print JSON.
  var json = false

  init(exercise: String? = nil, force: Bool = false, json: Bool = false) {
    self.exercise = exercise
    self.force = force
    self.json = json
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    self.init(
      exercise: arguments.value(of: Self.id), force: arguments.isSet(Self.force),
      json: arguments.isSet(Self.json))
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let id = try session.exerciseID(exercise)
    let passed = try session.store.progress(ofExercise: id, at: session.now).status == .passed
    if !passed {
      guard force else {
        try context.say(
          "\(id) has not passed yet; to see its solution anyway: layoutlings solution \(id) --force"
        )
        return .failure
      }
      try SolutionSeen.record(exerciseID: id, session: session)
    }
    let review = try SolutionReview.make(exerciseID: id, session: session) {
      let service = try session.gradingService()
      service.progress = EngineProgress.printed(to: context)
      return service
    }
    if json {
      do {
        try context.say(String(decoding: try SolutionJSON.data(review), as: UTF8.self))
      } catch {
        throw CommandFailure(
          .internalError, "the comparison could not be written as JSON: \(error)")
      }
    } else {
      try context.say(
        SolutionText.lines(review, styler: context.styler(options), width: context.columns))
    }
    return .success
  }
}
