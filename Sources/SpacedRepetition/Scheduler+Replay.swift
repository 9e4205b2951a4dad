import Foundation

extension Scheduler {
  /// Rebuilds a card by reviewing a new card with each logged rating, oldest first.
  ///
  /// Logs are ordered by review date; logs with the same date keep their order in `logs`. With
  /// fuzzing on, each review draws the same fuzz as when it was first made, so the card equals
  /// the one the reviews produced one by one.
  ///
  /// - Parameter logs: Every review of one card, in any order.
  /// - Returns: The card as it stands after the last review.
  /// - Throws: `ReplayError` if `logs` is empty or names more than one card.
  public func replay(logs: [ReviewLog]) throws(ReplayError) -> Card {
    var card = try newCard(replaying: logs)
    for log in chronological(logs) {
      card = review(card, rating: log.rating, at: log.reviewDate, duration: log.duration).card
    }
    return card
  }

  /// Rebuilds a card from its logs as `replay(logs:)` does, drawing the fuzz from `generator`.
  ///
  /// - Throws: `ReplayError` if `logs` is empty or names more than one card.
  public func replay<Generator: RandomNumberGenerator>(
    logs: [ReviewLog], using generator: inout Generator
  ) throws(ReplayError) -> Card {
    var card = try newCard(replaying: logs)
    for log in chronological(logs) {
      card =
        review(
          card, rating: log.rating, at: log.reviewDate, duration: log.duration,
          using: &generator
        ).card
    }
    return card
  }

  private func newCard(replaying logs: [ReviewLog]) throws(ReplayError) -> Card {
    guard let first = logs.first else { throw ReplayError.noLogs }
    if let index = logs.firstIndex(where: { $0.cardID != first.cardID }) {
      throw ReplayError.mixedCards(expected: first.cardID, found: logs[index].cardID, index: index)
    }
    return Card(id: first.cardID, due: first.reviewDate)
  }

  /// The logs sorted by date, ties broken by position so the order never depends on the sort.
  private func chronological(_ logs: [ReviewLog]) -> [ReviewLog] {
    logs.enumerated()
      .sorted { ($0.element.reviewDate, $0.offset) < ($1.element.reviewDate, $1.offset) }
      .map(\.element)
  }
}
