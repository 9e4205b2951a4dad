import Course
import FullScreen
import Terminal

/// The interactive course as a pure state machine: each event turns the state into the next
/// one and names the work (effects) the runner must do, whose outcomes come back as events.
///
/// Keys: `n`/`→` next page, `p`/`←` previous, `e` edit, `g` grade, `h` hint, `s` picture,
/// `l` list (a `ListPicker`, which takes the keys it knows while it shows), `r` reset (asks
/// y/n), `c` compare a passed exercise with the reference, `q` quit, `1`–`4` rate a passed
/// exercise, `↑`/`↓`/`k`/`j`, Page Up/Down, space, Home/End scroll, Enter and Esc go back to the
/// page. A save of the working copy in focus (`fileChanged`, from the runner's watcher) grades it
/// as `g` does.
enum InteractiveMachine {
  /// Applies `event` to `state` and returns the effects to run, in order.
  static func update(_ state: inout InteractiveState, with event: InteractiveEvent)
    -> [InteractiveEffect]
  {
    switch event {
    case .key(let key):
      return press(key, in: &state)
    case .resized(let size):
      state.size = size
      clampScroll(&state)
      return []
    case .graded(let summary):
      state.grades[summary.exerciseID] = summary
      state.outline.noteAttempt(exerciseID: summary.exerciseID, passed: summary.isPassed)
      state.panel =
        state.wantsPicture
        ? .picture(exerciseID: summary.exerciseID) : .verdict(exerciseID: summary.exerciseID)
      state.wantsPicture = false
      state.scroll = 0
      state.message = gradedMessage(summary, rated: state.ratings[summary.exerciseID] != nil)
      return []
    case .hintRevealed(let hint):
      show(.hint(hint), in: &state)
      return []
    case .listLoaded(let listing):
      show(.list(ListPicker(listing: listing, selecting: state.focus)), in: &state)
      return []
    case .solutionCompared(let review):
      show(.comparison(review), in: &state)
      return []
    case .resetDone(let id, let message):
      state.grades[id] = nil
      switch state.panel {
      case .verdict(id), .picture(id): state.panel = .page
      default: break
      }
      state.message = message
      return []
    case .editorClosed(let id, let changed):
      guard changed else {
        state.message = "The file did not change. Press g to grade it anyway."
        return []
      }
      state.message = "Grading \(id)…"
      return [.grade(exerciseID: id, origin: .save)]
    case .editorLeftOpen:
      state.message = SavesAreGraded.editorLeftOpen
      return []
    case .fileChanged(let id):
      guard id == state.focus else { return [] }
      state.question = nil
      state.wantsPicture = false
      state.message = "Saved; grading \(id)…"
      return [.grade(exerciseID: id, origin: .save)]
    case .fileMissing(let id):
      guard id == state.focus else { return [] }
      state.message = SavesAreGraded.fileMissing(resetKey: "r")
      return []
    case .fileUnreadable(let id, let reason):
      guard id == state.focus else { return [] }
      state.message = SavesAreGraded.fileUnreadable(reason)
      return []
    case .noEditor(let path):
      state.message = NoEditorMessage.text(path: path)
      return []
    case .rated(let item, let rating, let nextReview):
      state.ratings[item] = rating
      state.message = "Rated \(rating): next review \(nextReview). Press n to go on."
      return []
    case .failed(let message):
      state.wantsPicture = false
      state.message = message
      return []
    }
  }

  // MARK: Keys

  private static func press(_ key: Key, in state: inout InteractiveState) -> [InteractiveEffect] {
    if let question = state.question {
      state.question = nil
      switch question {
      case .reset(let id):
        guard ScreenKeys.action(for: key, among: ScreenKeys.resetQuestion) == .confirmReset else {
          state.message = "Reset cancelled."
          return []
        }
        state.message = "Resetting \(id)…"
        return [.reset(exerciseID: id)]
      case .skip:
        if ScreenKeys.action(for: key, among: [ScreenKeys.next]) == .next {
          return move(forward: true, force: true, &state)
        }
      }
    }
    if case .list(var picker) = state.panel {
      let action = picker.update(key, height: bodyHeight(state))
      state.panel = .list(picker)
      if let effects = picked(action, &state) { return effects }
    }
    switch ScreenKeys.action(for: key, among: ScreenKeys.course + ScreenKeys.situational) {
    case .next: return move(forward: true, force: false, &state)
    case .previous: return move(forward: false, force: false, &state)
    case .edit:
      return withFocus(&state) { state, id in
        state.message = "Opening the editor…"
        return [.openEditor(exerciseID: id)]
      }
    case .grade:
      return withFocus(&state) { state, id in
        state.message = "Grading \(id)…"
        return [.grade(exerciseID: id, origin: .key)]
      }
    case .hint: return withFocus(&state) { _, id in [.revealHint(exerciseID: id)] }
    case .picture:
      return withFocus(&state) { state, id in
        if state.grades[id] != nil {
          show(.picture(exerciseID: id), in: &state)
          return []
        }
        state.wantsPicture = true
        state.message = "Grading \(id) to draw it…"
        return [.grade(exerciseID: id, origin: nil)]
      }
    case .list:
      return [.loadList]
    case .reset:
      return withFocus(&state) { state, id in
        state.question = .reset(exerciseID: id)
        state.message = "Reset \(id) to its starter? Your version is kept as a backup. (y/n)"
        return []
      }
    case .compare:
      return withFocus(&state) { state, id in
        state.message = SolutionKey.message(passed: state.grades[id]?.isPassed == true)
        return state.grades[id]?.isPassed == true ? [.compareSolution(exerciseID: id)] : []
      }
    case .quit:
      state.hasQuit = true
      return [.quit]
    case .rate:
      guard case .character(let digit) = key else { return [] }
      return rate(digit, &state)
    case .log:
      state.showsLog.toggle()
      clampScroll(&state)
      return []
    case .confirmReset, .keepFile, .reveal, .skip, .goOn, nil:
      break
    }
    switch key {
    case .enter, .escape:
      // Back from the comparison is back at the verdict it came from, rating prompt and all.
      if case .comparison(let review) = state.panel,
        let summary = state.grades[review.exerciseID], summary.isPassed
      {
        show(.verdict(exerciseID: review.exerciseID), in: &state)
        state.message = gradedMessage(
          summary, rated: state.ratings[review.exerciseID] != nil)
        return []
      }
      if state.panel != .page { show(.page, in: &state) }
      return []
    default:
      return scroll(key, &state)
    }
  }

  /// Runs `body` with the exercise in focus, or says there is none.
  private static func withFocus(
    _ state: inout InteractiveState,
    _ body: (inout InteractiveState, String) -> [InteractiveEffect]
  ) -> [InteractiveEffect] {
    guard let id = state.focus else {
      state.message = "This page has no exercise; press n to go on."
      return []
    }
    return body(&state, id)
  }

  private static func rate(_ digit: Character, _ state: inout InteractiveState)
    -> [InteractiveEffect]
  {
    guard let id = state.focus, let summary = state.grades[id], summary.isPassed,
      let choice = summary.ratingChoices.first(where: { $0.key == digit })
    else { return [] }
    guard state.ratings[id] == nil else {
      state.message = "Already rated; press n to go on."
      return []
    }
    state.message = "Rating \(choice.name)…"
    return [.rate(exerciseID: id, choice: choice)]
  }

  // MARK: Pages

  private static func move(forward: Bool, force: Bool, _ state: inout InteractiveState)
    -> [InteractiveEffect]
  {
    let outline = state.outline
    guard let target = forward ? state.page.next(in: outline) : state.page.previous(in: outline)
    else {
      state.message =
        forward ? "This is the end of the course." : "This is the start of the course."
      return []
    }
    if forward, !force, case .exercise(let module, let index) = state.page {
      let exercise = outline.modules[module].exercises[index]
      if exercise.standing != .passed {
        state.question = .skip(exerciseID: exercise.id)
        state.message = MovingOn.notPassedOnScreen(exercise.id)
        return []
      }
    }
    return enter(target, &state)
  }

  /// Shows `page` with its exercise in focus, saves the place and prepares the working copy.
  static func enter(_ page: CoursePage, _ state: inout InteractiveState) -> [InteractiveEffect] {
    state.page = page
    state.focus = state.outline.focusExercise(on: page, preferred: state.focus)
    show(.page, in: &state)
    var effects: [InteractiveEffect] = []
    if let place = SavedPlace(page: page, focus: state.focus, in: state.outline) {
      effects.append(.savePlace(place))
    }
    if case .exercise = page, let id = state.focus {
      effects.append(.prepareWorkingCopy(exerciseID: id))
    }
    return effects
  }

  static func show(_ panel: InteractiveState.Panel, in state: inout InteractiveState) {
    state.panel = panel
    state.scroll = 0
    state.message = nil
  }

  private static func gradedMessage(_ summary: GradeSummary, rated: Bool) -> String {
    guard summary.isPassed else {
      return "Not yet. h gives a hint, s draws the frames, e opens the file."
    }
    if summary.ratingChoices.isEmpty || rated { return "Passed! Press n to go on." }
    return "Passed! How well did you know it? Press 1-4 to rate, or n to go on."
  }

  // MARK: Scrolling

  private static func bodyHeight(_ state: InteractiveState) -> Int {
    InteractiveScreen(state: state, styler: .plain).bodyHeight
  }

  /// Scrolls the body when `key` is one of `ScreenScroll`'s.
  private static func scroll(_ key: Key, _ state: inout InteractiveState) -> [InteractiveEffect] {
    guard
      let offset = ScreenScroll.offset(after: key, from: state.scroll, height: bodyHeight(state))
    else { return [] }
    state.scroll = offset
    clampScroll(&state)
    return []
  }

  private static func clampScroll(_ state: inout InteractiveState) {
    let screen = InteractiveScreen(state: state, styler: .plain)
    state.scroll = ScreenScroll.clamped(
      state.scroll, lineCount: screen.body().count, height: screen.bodyHeight)
  }
}
