import Course
import FullScreen
import Terminal

/// Watch mode as a pure state machine: every save regrades, a pass offers the rating prompt
/// (`1`–`4`) and then the next exercise, which comes only when the learner presses `n`.
///
/// Keys (the course's, `ScreenKeys.watch`): `n` next exercise (twice when the exercise has not
/// passed), `e` edit the working copy (a save regrades it), `g` grade now, `h` hint, `s` the
/// pictures of the last verdict, `l` list (a `ListPicker`, which takes the keys it knows while it
/// shows), `r` reset to the starter (asks y/n), `c` compare a pass with the reference, `u` UIKit's
/// log, `q` quit, `1`–`4` rate after a pass, Enter and Esc back to the verdict, arrows and Page
/// Up/Down scroll.
enum WatchMachine {
  /// The state watch mode starts in and its first work: grading the file as it is.
  static func start(exercise: WatchedExercise?, watching: String, size: TerminalSize)
    -> (WatchState, [WatchModeEffect])
  {
    var state = WatchState(exercise: exercise, watching: watching, size: size)
    guard let exercise else {
      state.message = "Every exercise of the course has passed. Well done!"
      return (state, [])
    }
    state.isGrading = true
    return (state, [.grade(exerciseID: exercise.id, origin: .command)])
  }

  /// Applies `event` to `state` and returns the effects to run, in order.
  static func update(_ state: inout WatchState, with event: WatchModeEvent) -> [WatchModeEffect] {
    switch event {
    case .fileChanged:
      guard let exercise = state.exercise else { return [] }
      state.fileProblem = nil
      state.isResetAsked = false
      state.isGrading = true
      state.message = "Saved; grading \(exercise.id)…"
      return [.grade(exerciseID: exercise.id, origin: .save)]
    case .fileMissing:
      state.fileProblem = SavesAreGraded.fileMissing(resetKey: "r")
      return []
    case .fileUnreadable(let reason):
      state.fileProblem = SavesAreGraded.fileUnreadable(reason)
      return []
    case .graded(let summary):
      guard summary.exerciseID == state.exercise?.id else { return [] }
      state.grade = summary
      state.isGrading = false
      state.panel = state.wantsPicture ? .picture : .verdict
      state.wantsPicture = false
      state.scroll = 0
      state.isSkipArmed = false
      state.message = gradedMessage(state)
      return []
    case .key(let key):
      return press(key, &state)
    case .resized(let size):
      state.size = size
      clampScroll(&state)
      return []
    case .hintRevealed(let hint):
      show(.hint(hint), &state)
      return []
    case .listLoaded(let listing):
      show(.list(ListPicker(listing: listing, selecting: state.exercise?.id)), &state)
      return []
    case .resetDone(let id, let message):
      if id == state.exercise?.id {
        // The starter is not graded until it is saved: the verdict shown would be of a file the
        // learner never wrote.
        state.grade = nil
        state.rating = nil
        state.fileProblem = nil
        if case .list = state.panel {} else { show(.verdict, &state) }
      }
      state.message = message
      return []
    case .solutionCompared(let review):
      show(.comparison(review), &state)
      return []
    case .rated(let rating, let nextReview):
      state.rating = rating
      state.message = "Rated \(rating): next review \(nextReview). Press n for the next exercise."
      return []
    case .advanced(let exercise):
      let watching = state.watching
      let size = state.size
      state = WatchState(exercise: exercise, watching: watching, size: size)
      state.isGrading = true
      return [.grade(exerciseID: exercise.id, origin: .command)]
    case .courseComplete:
      state.message = "Every exercise of the course has passed. Well done! Press q to leave."
      return []
    case .failed(let message):
      state.isGrading = false
      state.wantsPicture = false
      state.message = message
      return []
    case .editorClosed(let message):
      state.message = message
      return []
    }
  }

  private static func press(_ key: Key, _ state: inout WatchState) -> [WatchModeEffect] {
    let skipArmed = state.isSkipArmed
    state.isSkipArmed = false
    if case .list(var picker) = state.panel {
      let action = picker.update(key, height: bodyHeight(state))
      state.panel = .list(picker)
      if let effects = picked(action, &state) { return effects }
    }
    if state.isResetAsked, let exercise = state.exercise {
      state.isResetAsked = false
      guard ScreenKeys.action(for: key, among: ScreenKeys.resetQuestion) == .confirmReset else {
        state.message = "Reset cancelled."
        return []
      }
      state.message = "Resetting \(exercise.id)…"
      return [.reset(exerciseID: exercise.id)]
    }
    let action = ScreenKeys.action(for: key, among: ScreenKeys.watch + ScreenKeys.situational)
    switch action {
    case .quit:
      state.hasQuit = true
      return [.quit]
    case .list:
      return [.loadList]
    case .log:
      state.showsLog.toggle()
      clampScroll(&state)
      return []
    default: break
    }
    if key == .enter || key == .escape {
      if state.panel != .verdict { show(.verdict, &state) }
      return []
    }
    if let offset = ScreenScroll.offset(after: key, from: state.scroll, height: bodyHeight(state)) {
      state.scroll = offset
      clampScroll(&state)
      return []
    }
    guard let exercise = state.exercise else { return [] }
    switch action {
    case .next:
      if state.grade?.isPassed == true || skipArmed {
        state.message = "Moving on…"
        return [.advance(from: exercise.id)]
      }
      state.isSkipArmed = true
      state.message = MovingOn.notPassedOnScreen(exercise.id)
      return []
    case .grade:
      return grade(exercise, origin: .key, &state)
    case .picture:
      if state.grade != nil {
        show(.picture, &state)
        return []
      }
      state.wantsPicture = true
      return grade(exercise, origin: nil, &state)
    case .reset:
      state.isResetAsked = true
      state.message = "Reset \(exercise.id) to its starter? Your version is kept as a backup. (y/n)"
      return []
    case .edit:
      state.message = "Opening the editor…"
      return [.openEditor(path: exercise.path)]
    case .hint:
      return [.revealHint(exerciseID: exercise.id)]
    case .compare:
      let passed = state.grade?.isPassed == true
      state.message = SolutionKey.message(passed: passed)
      return passed ? [.compareSolution(exerciseID: exercise.id)] : []
    case .rate:
      guard case .character(let digit) = key, let grade = state.grade, grade.isPassed,
        state.rating == nil,
        let choice = grade.ratingChoices.first(where: { $0.key == digit })
      else { return [] }
      state.message = "Rating \(choice.name)…"
      return [.rate(exerciseID: exercise.id, choice: choice)]
    default:
      return []
    }
  }

  private static func grade(
    _ exercise: WatchedExercise, origin: AttemptOrigin?, _ state: inout WatchState
  ) -> [WatchModeEffect] {
    state.isGrading = true
    state.message = "Grading \(exercise.id)…"
    return [.grade(exerciseID: exercise.id, origin: origin)]
  }

  private static func gradedMessage(_ state: WatchState) -> String {
    guard let grade = state.grade, grade.isPassed else {
      return "Not yet. Save the file to grade it again; h gives a hint."
    }
    if state.rating != nil || grade.ratingChoices.isEmpty {
      return "Passed! Press n for the next exercise."
    }
    return "Passed! How well did you know it? Press 1-4, then n for the next exercise."
  }

  static func show(_ panel: WatchState.Panel, _ state: inout WatchState) {
    state.panel = panel
    state.scroll = 0
    state.message = nil
  }

  private static func bodyHeight(_ state: WatchState) -> Int {
    WatchScreen(state: state, styler: .plain).bodyHeight
  }

  private static func clampScroll(_ state: inout WatchState) {
    let screen = WatchScreen(state: state, styler: .plain)
    state.scroll = ScreenScroll.clamped(
      state.scroll, lineCount: screen.body().count, height: screen.bodyHeight)
  }
}
