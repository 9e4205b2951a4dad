/// The keys a review's footer shows for the item on screen, from `ScreenKeys`' entries: the
/// machine reads what a key presses from the same entries, so the footer cannot offer a key that
/// does something else.
enum ReviewKeys {
  /// The keys that apply now: a card's before and after its answer shows, an exercise's before
  /// its pass, after it, and after a failed regrade was rated again.
  static func shown(_ state: ReviewState) -> [ScreenKeys.Entry] {
    guard let item = state.current else { return [ScreenKeys.quit] }
    switch item.kind {
    case .card:
      return state.isRevealed
        ? ScreenKeys.cardRatings + [ScreenKeys.skip, ScreenKeys.quit]
        : [ScreenKeys.reveal, ScreenKeys.skip, ScreenKeys.quit]
    case .exercise:
      if state.ratedAgain { return [ScreenKeys.goOn, ScreenKeys.quit] }
      let rate = state.grade?.isPassed == true ? [ScreenKeys.rate] : []
      return [ScreenKeys.edit, ScreenKeys.grade] + rate + [ScreenKeys.skip, ScreenKeys.quit]
    }
  }
}
