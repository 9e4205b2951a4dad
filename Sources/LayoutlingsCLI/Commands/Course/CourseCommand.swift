import ArgumentParsing
import Foundation
import Terminal

/// `layoutlings` without a command: the course, full screen in a terminal, or the current page
/// and exercise as plain text when standard input or output is not a terminal.
struct CourseCommand: Command {
  static let path: [String] = []
  static let spec = CommandSpec(
    "layoutlings",
    abstract: "Learn iOS Auto Layout by fixing real Swift files in your own editor.",
    discussion: "Run without a command to start or resume the course: read a lesson step, edit "
      + "the exercise file it names, and get a verdict every time you save.",
    runsWithoutSubcommand: true)

  init() {}

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {}

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let paths = CommandPaths(options: options, context: context)
    let services: LearnerServices
    do {
      services = try LearnerServices(paths: paths)
    } catch {
      // On a terminal a damaged store is offered for repair; elsewhere the error says how.
      let failure = CommandFailure(error, repair: options.repairCommand)
      guard let store = failure.damagedStore, context.isInteractive else { throw failure }
      let prompt = StoreRepairPrompt(
        paths: paths,
        ask: { question in
          try? context.errors.write(question)
          return readLine()
        })
      guard try prompt.offer(store: store, failure: failure) else { return .dataError }
      services = try LearnerServices(paths: paths)
    }
    let work = services.work
    let styler = context.styler(options)
    if context.isInteractive {
      try InteractiveRunner(
        work: work, environment: context.environment, styler: styler,
        hyperlinks: context.hyperlinks, progress: services.progress
      ).run()
      return .success
    }
    let outline = try work.outline()
    let place = try work.savedPlace()
    let width = TerminalSize.resolve(reported: nil, environment: context.environment).columns
    let (lines, exerciseID) = PlainCourseText.render(outline: outline, place: place, width: width)
    if let exerciseID {
      // The path printed is a file the learner can open straight away.
      _ = try work.workingCopy(exerciseID: exerciseID)
    }
    try context.say(lines)
    return .success
  }
}
