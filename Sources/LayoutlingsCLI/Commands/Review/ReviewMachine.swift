import FullScreen
import Terminal

/// The review session as a pure state machine, like `InteractiveMachine`.
///
/// Cards: Enter or space shows the answer, then `1`–`4` rate it. Exercises: the review copy gets
/// a fresh starter when the exercise comes up; `e` edits it, `g` grades it (on the review's
/// device, `ReviewDeviceNote`), and only a pass offers `1`–`4`, with the suggested rating
/// marked. A regrade that fails (a wrong layout, a crash, a timeout; not a compile error, which
/// is fixed and graded again) is rated `again` at once; Enter then moves on.
/// `s` skips an item (it stays due), `q` ends the review; arrows and Page Up/Down scroll.
enum ReviewMachine {
  /// The state a review starts in and the work to do first.
  static func start(items: [ReviewItem], size: TerminalSize) -> (ReviewState, [ReviewEffect]) {
    var state = ReviewState(items: items, size: size)
    return (state, arrive(&state))
  }

  /// Applies `event` to `state` and returns the effects to run, in order.
  static func update(_ state: inout ReviewState, with event: ReviewEvent) -> [ReviewEffect] {
    switch event {
    case .key(let key):
      return press(key, &state)
    case .resized(let size):
      state.size = size
      clampScroll(&state)
      return []
    case .copyReady(let id, let path):
      guard state.current?.exerciseID == id else { return [] }
      state.copyPath = path
      return []
    case .graded(let summary):
      return ReviewGrading.graded(summary, &state)
    case .rated(let outcome):
      state.outcomes.append(outcome)
      if state.grade.map({ !$0.isPassed }) == true, outcome.itemID == state.current?.id {
        state.ratedAgain = true
        state.message =
          "Not passed, so rated again: next review \(outcome.nextReview). Press Enter to go on."
        return []
      }
      state.message = "Rated \(outcome.rating): next review \(outcome.nextReview)."
      state.index += 1
      return arrive(&state)
    case .editorClosed(let changed):
      guard changed, let item = state.current, let path = state.copyPath else {
        state.message = "The file did not change."
        return []
      }
      state.message = "Grading…"
      return [
        .grade(exerciseID: item.exerciseID, path: path, devices: item.device.map { [$0.reference] })
      ]
    case .noEditor(let path):
      state.message = NoEditorMessage.text(path: path)
      return []
    case .failed(let message):
      state.message = message
      return []
    }
  }

  /// Resets the per-item state for the item now current and names its first work.
  private static func arrive(_ state: inout ReviewState) -> [ReviewEffect] {
    state.isRevealed = false
    state.copyPath = nil
    state.grade = nil
    state.ratedAgain = false
    state.scroll = 0
    guard let item = state.current else { return [] }
    return item.kind == .exercise ? [.prepareCopy(exerciseID: item.exerciseID)] : []
  }

  private static func press(_ key: Key, _ state: inout ReviewState) -> [ReviewEffect] {
    if ScreenKeys.action(for: key, among: [ScreenKeys.quit]) == .quit {
      state.hasQuit = true
      return [.quit]
    }
    // Space shows a card's answer here, so it does not scroll.
    if key != .character(" "),
      let offset = ScreenScroll.offset(after: key, from: state.scroll, height: bodyHeight(state))
    {
      state.scroll = offset
      clampScroll(&state)
      return []
    }
    guard let item = state.current else {
      if key == .enter {
        state.hasQuit = true
        return [.quit]
      }
      return []
    }
    if state.ratedAgain {
      return ReviewGrading.afterRatedAgain(key, &state, next: arrive)
    }
    switch ScreenKeys.action(for: key, among: ScreenKeys.review) {
    case .skip:
      state.skipped.append(item.id)
      state.message = "Skipped \(item.id); it stays due."
      state.index += 1
      return arrive(&state)
    case .reveal:
      if item.kind == .card, !state.isRevealed {
        state.isRevealed = true
        state.message = nil
      }
      return []
    case .rate:
      guard case .character(let digit) = key else { return [] }
      guard item.kind == .exercise || state.isRevealed else {
        state.message = "Think of the answer, then press Enter to see it."
        return []
      }
      return ReviewGrading.rate(digit, item: item, &state)
    case .edit where item.kind == .exercise:
      guard let path = state.copyPath else { return [] }
      state.message = "Opening the editor…"
      return [.openEditor(exerciseID: item.exerciseID, path: path)]
    case .grade where item.kind == .exercise:
      guard let path = state.copyPath else { return [] }
      state.message = "Grading…"
      return [
        .grade(exerciseID: item.exerciseID, path: path, devices: item.device.map { [$0.reference] })
      ]
    default:
      return []
    }
  }

  private static func bodyHeight(_ state: ReviewState) -> Int {
    ReviewScreen(state: state, styler: .plain).bodyHeight
  }

  private static func clampScroll(_ state: inout ReviewState) {
    let screen = ReviewScreen(state: state, styler: .plain)
    state.scroll = ScreenScroll.clamped(
      state.scroll, lineCount: screen.body().count, height: screen.bodyHeight)
  }
}
