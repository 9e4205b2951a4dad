import Foundation

extension Scheduler {
  /// Returns `card` with the stability and difficulty this review leads to.
  ///
  /// A card without a memory state gets the initial values for the rating, whatever its state
  /// (for a well-formed card that is only a new card). Otherwise a review less than a whole day
  /// after the last one uses the short-term stability formula and any later one the long-term
  /// formulas; a card with no last review counts as reviewed long ago, with retrievability 0.
  func updatingMemory(of card: Card, rating: Rating, at date: Date) -> Card {
    var next = card
    guard let stability = card.stability, let difficulty = card.difficulty else {
      next.stability = model.initialStability(rating)
      next.difficulty = model.initialDifficulty(rating)
      return next
    }
    let isSameDay = card.lastReview.map { ElapsedTime.wholeDays(from: $0, to: date) < 1 } ?? false
    if isSameDay {
      next.stability = model.shortTermStability(stability, rating: rating)
    } else {
      next.stability = model.nextStability(
        difficulty: difficulty, stability: stability,
        retrievability: retrievability(of: card, at: date), rating: rating)
    }
    next.difficulty = model.nextDifficulty(difficulty, rating: rating)
    return next
  }
}
