import SpacedRepetition
import Terminal

/// What a review does with an exercise's grade: a pass offers the ratings with the suggested
/// one marked, a failed regrade is rated `again` at once, a compile error waits for a fix.
/// Ratings before a pass are refused: a review rates what was redone, not what was remembered
/// of it.
enum ReviewGrading {
  /// Applies a grade of the current item.
  static func graded(_ summary: GradeSummary, _ state: inout ReviewState) -> [ReviewEffect] {
    state.grade = summary
    state.scroll = 0
    guard let item = state.current, item.kind == .exercise else { return [] }
    let on = item.device.map { " on \($0.name)" } ?? ""
    switch summary.verdict.status {
    case .passed:
      var message = "Passed\(on). Rate how well you remembered it: 1-4"
      if let suggested = summary.ratingChoices.first(where: \.isSuggested) {
        message += " (suggested: \(suggested.key) \(suggested.name))"
      }
      state.message = message + "."
      return []
    case .compileError:
      state.message = "It does not compile yet. Fix it and press g again."
      return []
    case .failed, .runtimeError, .timeout:
      guard
        let again = (summary.ratingChoices + item.choices).first(where: { $0.rating == .again })
      else { return [] }
      state.message = "Not passed\(on): rating it again…"
      return [.rate(itemID: item.id, choice: again)]
    }
  }

  /// A rating key on the current item: a card once its answer shows, an exercise once it passed.
  static func rate(_ digit: Character, item: ReviewItem, _ state: inout ReviewState)
    -> [ReviewEffect]
  {
    var choices = item.choices
    if item.kind == .exercise {
      guard let grade = state.grade, grade.isPassed else {
        state.message = "Redo it and grade it with g first: only a pass is rated."
        return []
      }
      if !grade.ratingChoices.isEmpty { choices = grade.ratingChoices }
    }
    guard let choice = choices.first(where: { $0.key == digit }) else { return [] }
    return [.rate(itemID: item.id, choice: choice)]
  }

  /// Keys once a failed regrade was rated again: Enter or space goes on, the rest waits.
  static func afterRatedAgain(
    _ key: Key, _ state: inout ReviewState, next: (inout ReviewState) -> [ReviewEffect]
  ) -> [ReviewEffect] {
    guard ScreenKeys.action(for: key, among: [ScreenKeys.goOn]) == .goOn else {
      state.message = "It was rated again. Press Enter to go on."
      return []
    }
    state.index += 1
    return next(&state)
  }

  /// The choices the screen offers for `item` now: a card's, an exercise's after its pass, none
  /// for an exercise not passed or already rated again.
  static func shownChoices(_ item: ReviewItem, state: ReviewState) -> [RatingChoice] {
    guard item.kind == .exercise else { return item.choices }
    guard !state.ratedAgain, let grade = state.grade, grade.isPassed else { return [] }
    return grade.ratingChoices.isEmpty ? item.choices : grade.ratingChoices
  }
}
