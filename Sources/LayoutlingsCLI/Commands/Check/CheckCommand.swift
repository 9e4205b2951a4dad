import ArgumentParsing
import Foundation
import Grader
import GradingService
import Terminal

/// `layoutlings check`: regrades every working copy the learner has, in course order, through
/// the grading service (so each new version is an attempt and the exercise's status follows),
/// one line per exercise and a summary; a progress bar while it works on a terminal.
struct CheckCommand: Command {
  static let path = ["check"]
  static let spec = CommandSpec(
    "check", abstract: "Regrade every exercise you have a working copy of.",
    discussion: "Each working copy is graded as 'layoutlings grade' grades it and the result is "
      + "recorded, so the list's status follows. Exits with 0 when every working copy passes (or "
      + "there is none) and 1 when any does not.")

  init() {}

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {}

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let copies = try session.store.exerciseIDs().compactMap { id -> (String, URL)? in
      guard let url = try? session.workspace.workingCopyURL(forExerciseID: id),
        FileManager.default.fileExists(atPath: url.path)
      else { return nil }
      return (id, url)
    }
    let styler = context.styler(options)
    guard !copies.isEmpty else {
      try context.say([
        "You have no working copies yet: layoutlings next makes the first one from its starter.",
        session.place.line,
      ])
      return .success
    }
    let service = try session.gradingService()
    service.progress = EngineProgress.printed(to: context)
    let bar = CheckProgress(
      output: context.output, styler: styler, isShown: context.outputIsTerminal,
      width: context.columns)
    var results: [CheckResult] = []
    for (index, (id, url)) in copies.enumerated() {
      bar.show(done: index, of: copies.count, working: id)
      let result: CheckResult
      do {
        let graded = try service.grade(
          Submission.read(url, shown: url.path), as: id, origin: .check)
        if let problem = graded.recordingProblem { context.warn("Warning: \(problem)") }
        result = CheckResult(
          exerciseID: id, passed: graded.passed,
          line: VerdictText.lines(for: graded.verdict, exercise: id).first?.text ?? id)
      } catch let error as LearnerFileError {
        // One unreadable file is that exercise's result; the others are still checked.
        result = CheckResult(exerciseID: id, passed: false, line: "\(id): \(error)")
      }
      bar.clear()
      try context.say(CheckResult.mark(result.passed, styler: styler) + " " + result.line)
      results.append(result)
    }
    try context.say(
      CheckResult.summary(results).flatMap {
        $0.isEmpty ? [""] : TextLayout.wrap($0, toWidth: context.columns)
      } + (CheckResult.command(results).map { [$0] } ?? []) + [session.place.line])
    return results.allSatisfy(\.passed) ? .success : .failure
  }
}
