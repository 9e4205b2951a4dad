import ArgumentParsing
import Course

/// `layoutlings hint [ID]`: the next hint, or the solution once it may be shown.
struct HintCommand: Command {
  static let path = ["hint"]
  static let id = Argument("id", arity: .optional, help: "The exercise (default: the current one).")
  static let spec = CommandSpec(
    "hint", abstract: "Show the next hint for an exercise.",
    arguments: [id.spec])

  /// The exercise; nil means the current one.
  var exercise: String?

  init(exercise: String? = nil) { self.exercise = exercise }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    exercise = arguments.value(of: Self.id)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let styler = context.styler(options)
    let id = try session.exerciseID(exercise)
    var lines: [String]
    switch try session.store.nextHint(for: id, at: session.now) {
    case .hint(let index, let count, let text):
      lines =
        [styler.apply(.bold, to: "Hint \(index + 1) of \(count) for \(id):")]
        + ProgressOutput.markdown(text, styler: styler)
      if index + 1 == count {
        lines += [
          "", "That was the last hint. Ask again to see the solution: layoutlings hint \(id)",
        ]
      } else {
        lines += ["", "Ask again for the next hint: layoutlings hint \(id)"]
      }
    case .solution(let solution, let reason):
      let why = reason == .passed ? "you passed it" : "every hint was shown"
      lines = [styler.apply(.bold, to: "Solution for \(id) (\(why)):"), ""]
      lines += solution.components(separatedBy: "\n")
      while lines.last == "" {
        lines.removeLast()
      }
    }
    try context.say(lines)
    return .success
  }
}
