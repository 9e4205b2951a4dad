import Foundation
import SpacedRepetition

/// One thing due for review: an exercise to redo from a fresh starter, or a card to answer.
struct ReviewItem: Sendable, Equatable {
  /// What is reviewed.
  enum Kind: String, Sendable, Equatable {
    /// Redo an exercise.
    case exercise
    /// Answer a question.
    case card
  }

  /// The item id: the exercise id, or the card id (`<exercise id>#<card id>`).
  var id: String
  /// Exercise or card.
  var kind: Kind
  /// The exercise the item belongs to.
  var exerciseID: String
  /// The exercise's title.
  var title: String
  /// When the item became due.
  var due: Date
  /// The scheduler's state; nil for a card never rated (new).
  var card: Card?
  /// The recall probability now, from 0 to 1 (0 for a new card).
  var retrievability: Double
  /// The card's question (Markdown); nil for an exercise.
  var question: String?
  /// The card's answer (Markdown); nil for an exercise.
  var answer: String?
  /// The exercise's instructions (Markdown), if any.
  var instructions: String?
  /// The ratings on offer with the wait each would set.
  var choices: [RatingChoice]
  /// The device an exercise is graded on this time; nil for cards and for every device.
  var device: ReviewDeviceNote? = nil

  /// The state word: `new`, `learning`, `review` or `relearning`.
  var stateName: String {
    guard let card else { return "new" }
    switch card.state {
    case .learning: return "learning"
    case .review: return "review"
    case .relearning: return "relearning"
    }
  }
}
