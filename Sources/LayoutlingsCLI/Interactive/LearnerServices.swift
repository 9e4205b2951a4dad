import Foundation

/// Where slow work in progress is shown: the screen's bottom line while a full-screen view
/// runs, a printed line otherwise. Whoever shows things sets `show`.
final class ProgressLine {
  /// Shows one line of progress; nil shows nothing.
  var show: ((String) -> Void)?
}

/// What the learner's long-running commands (the course, `watch`, `review`) share: the store
/// session, course work on a live clock, and the grader, or the reason there is none.
struct LearnerServices {
  let session: StoreSession
  let work: StoreCourseWork
  let progress = ProgressLine()

  /// Opens the store (importing the course when it changed) and sets up grading.
  init(options: GlobalOptions, context: CommandContext, command: [String]) throws {
    session = try StoreSession(options: options, context: context, command: command)
    // Commands may run for hours; without --now, ratings and attempts take the time they happen.
    let clock = { options.now ?? context.clock() }
    do {
      let grader = try PipelineGrader(
        store: session.store, options: options, context: context, now: clock, progress: progress)
      work = StoreCourseWork(session: session, grader: grader, clock: clock)
    } catch {
      work = StoreCourseWork(
        session: session, grader: nil, graderProblem: InteractiveEffects.sentence(for: error),
        clock: clock)
    }
  }
}
