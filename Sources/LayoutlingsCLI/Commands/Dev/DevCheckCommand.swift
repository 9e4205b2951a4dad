import ArgumentParsing
import Course
import Foundation
import Grader
import GradingService

/// `layoutlings dev check`: validates the whole course for its authors.
///
/// Prints every problem in the course's files (`path:line: message`), then grades every
/// exercise's `Solution.swift` (which must pass), `Exercise.swift` (which must not) and each
/// file of its `mistakes/` (which must lead with the cause its header names), one line per
/// exercise, then a summary and (when there are any) a count of the mistakes. A mistake marked `open:` (its cause is
/// one the grader cannot name yet) is counted, and graded only with `--open`, which lists what
/// each leads with. Exits 0 when everything is as it should be, 1 when anything is not, and 65
/// when the course cannot be loaded at all. Progress goes to standard error.
///
/// The files are graded by the grading service, as `grade` grades, but the exercises come from
/// the course folder (the course may have problems, so it is not imported), nothing is recorded
/// in the learner's store, and no verdict is taken from (or left in) the verdict cache: every
/// file is compiled and run.
struct DevCheckCommand: Command {
  static let path = ["dev", "check"]
  static let exercises = Argument(
    "exercises", arity: .zeroOrMore,
    help: "Grade only the exercises whose id starts with one of these (default: all).")
  static let open = Flag(
    "open",
    help: "Also grade the mistakes whose cause the grader cannot name yet, and list what "
      + "each verdict leads with.")
  static let spec = CommandSpec(
    "check", abstract: "Validate the whole course.",
    discussion: "Checks that every solution passes, every starter fails, every mistake leads "
      + "with its cause, every exercise id is unique, every device exists, and every hint and "
      + "card has text. Exercises given (ids or the start of ids, such as 13-lists) limit the "
      + "grading to them; the course's files are checked whole.",
    arguments: [exercises.spec],
    options: [open.spec])

  /// Whether open mistakes are graded too.
  var gradesOpen = false
  /// The starts of the ids of the exercises to grade; empty grades them all.
  var only: [String] = []

  init() {}

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    gradesOpen = arguments.isSet(Self.open)
    only = arguments.values(of: Self.exercises)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let paths = CommandPaths(options: options, context: context)
    let course = try paths.course()
    let devices = try paths.devices()
    let courseName = course.standardizedFileURL.lastPathComponent
    let (loaded, catalogProblems) = LessonCatalog.load(
      courseDirectory: course, knownDevices: Set(devices.names), deviceTable: devices)
    for problem in catalogProblems { try context.say(problem.description) }
    guard let catalog = loaded else {
      try context.say("The course in \(course.path) cannot be loaded.")
      return .dataError
    }
    let lintProblems = CourseLint.problems(in: catalog, courseName: courseName, devices: devices)
    for problem in lintProblems { try context.say(problem.description) }

    let service = GradingService(
      configuration: try paths.graderConfiguration(usesVerdictCache: false), store: nil,
      workspace: try paths.workspace(), clock: context.clock)
    service.progress = EngineProgress.printed(to: context)
    let exercises = catalog.exercises.filter { spec in
      only.isEmpty || only.contains { spec.id.hasPrefix($0) }
    }
    guard !exercises.isEmpty || only.isEmpty else {
      try context.say(
        "No exercise of the course starts with \(EnglishList.or(only.map { "\"\($0)\"" })).")
      return .failure
    }
    var checks: [ExerciseCheck] = []
    for (index, spec) in exercises.enumerated() {
      context.warn("[\(index + 1)/\(exercises.count)] \(spec.id)")
      let check = try ExerciseCheck.run(
        spec, courseName: courseName, courseDirectory: course, gradesOpen: gradesOpen,
        service: service)
      try context.say(check.lines)
      checks.append(check)
    }
    let open = checks.flatMap(\.openLines)
    if !open.isEmpty { try context.say(open) }

    let problemCount = catalogProblems.count + lintProblems.count
    let fine = checks.filter(\.isFine).count
    try context.say(summary(exercises: checks.count, fine: fine, problems: problemCount))
    let openCount = checks.map(\.openMistakes.count).reduce(0, +)
    let closedCount =
      checks.map { $0.mistakes.count - $0.openMistakes.filter { $0.report != nil }.count }
      .reduce(0, +)
    if openCount + closedCount > 0 {
      try context.say(Self.mistakeSummary(closed: closedCount, open: openCount))
    }
    return problemCount == 0 && fine == checks.count ? .success : .failure
  }

  /// `Mistakes and shortcuts: 40 whose verdict leads with their cause, 12 open.`
  static func mistakeSummary(closed: Int, open: Int) -> String {
    "Mistakes and shortcuts: \(closed) whose verdict leads with their cause, \(open) open."
  }

  /// `12 of 12 exercises as they should be; no problems in the course's files.`
  func summary(exercises: Int, fine: Int, problems: Int) -> String {
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
