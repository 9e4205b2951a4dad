import Foundation

/// What the learner's long-running commands (the course, `watch`, `review`) share: the learner
/// session, course work on a live clock, and the grader, or the reason there is none.
struct LearnerServices {
  let session: LearnerSession
  let work: StoreCourseWork
  let progress = ProgressLine()

  /// Opens the store (importing the course when it changed) and sets up grading; `readsOnly`
  /// as for `LearnerSession`.
  init(paths: CommandPaths, readsOnly: Bool = false) throws {
    session = try LearnerSession(paths: paths, readsOnly: readsOnly)
    // Commands may run for hours; without --now, ratings and attempts take the time they happen.
    let clock = session.clock
    // A warning must not be drawn over a full screen: it goes to the screen's bottom line.
    let context = paths.context
    session.editorSettings.warn = { [progress] line in
      if let show = progress.show { show(line) } else { context.warn(line) }
    }
    do {
      let grader = ServiceGrader(
        service: try session.gradingService(), progress: progress,
        editorSettings: session.editorSettings)
      work = StoreCourseWork(session: session, grader: grader, clock: clock)
    } catch {
      work = StoreCourseWork(
        session: session, grader: nil,
        graderProblem: InteractiveEffects.sentence(
          for: GradingUnavailable(
            description: "Grading is not available: \(CommandFailure(error, repair: "").message)")),
        clock: clock)
    }
  }
}
