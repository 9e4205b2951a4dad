import Foundation

/// A review item whose scheduled time has come: an exercise, or one of its review cards.
public struct DueReview: Sendable, Equatable {
  /// The exercise id, or the card id (`<exercise id>#<card id>`).
  public var itemID: String
  /// The exercise the item belongs to (the item itself for an exercise).
  public var exerciseID: String
  /// Whether the item is a review card rather than an exercise.
  public var isCard: Bool
  /// When the item became due.
  public var due: Date

  /// Creates a due review.
  public init(itemID: String, exerciseID: String, isCard: Bool, due: Date) {
    self.itemID = itemID
    self.exerciseID = exerciseID
    self.isCard = isCard
    self.due = due
  }
}
