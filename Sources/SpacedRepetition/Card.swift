import Foundation

/// A card's scheduling state: what FSRS knows about the learner's memory of it and when it is due.
///
/// A card is a value; `Scheduler.review(_:rating:at:duration:)` returns a new one rather than
/// changing it in place.
public struct Card: Sendable, Codable, Hashable {
  /// The identifier of the thing being learned (an exercise or a flashcard).
  public var id: String
  /// Whether the card is being learned, reviewed or relearned.
  public var state: CardState
  /// The index of the current learning or relearning step, or `nil` in the review state.
  public var step: Int?
  /// FSRS stability in days (the interval at which recall probability falls to 90 %),
  /// or `nil` before the first review.
  public var stability: Double?
  /// FSRS difficulty, between 1 and 10, or `nil` before the first review.
  public var difficulty: Double?
  /// When the card should next be reviewed.
  public var due: Date
  /// When the card was last reviewed, or `nil` if it never was.
  public var lastReview: Date?

  /// Creates a new, never-reviewed card at the first learning step.
  ///
  /// - Parameters:
  ///   - id: The identifier of the thing being learned.
  ///   - due: When the card first becomes due, usually the moment it is created.
  public init(id: String, due: Date) {
    self.init(
      id: id, state: .learning, step: 0, stability: nil, difficulty: nil, due: due,
      lastReview: nil)
  }

  /// Creates a card from stored scheduling state.
  public init(
    id: String, state: CardState, step: Int?, stability: Double?, difficulty: Double?,
    due: Date, lastReview: Date?
  ) {
    self.id = id
    self.state = state
    self.step = step
    self.stability = stability
    self.difficulty = difficulty
    self.due = due
    self.lastReview = lastReview
  }
}
