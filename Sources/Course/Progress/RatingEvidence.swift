import Foundation
import SpacedRepetition

/// What the store knows that lets an item be rated: an exercise needs a pass since it was last
/// rated (a review regrade is an attempt too), a card needs its exercise passed and its turn to
/// have come. Ratings without evidence would schedule reviews of what was never done.
public struct RatingEvidence: Sendable, Equatable {
  /// Whether the item may be rated, and why not.
  public enum Standing: Sendable, Equatable {
    /// An exercise passed since its last rating (or ever, before the first).
    case passed
    /// An exercise with no attempt since its last rating (or ever).
    case notAttempted
    /// An exercise attempted since its last rating (or ever) without passing.
    case notPassed
    /// A card whose exercise never passed: the card is not learnt yet.
    case exerciseNotPassed
    /// A card rated before whose next review is not due yet.
    case notDue(Date)
    /// A card whose review has come: its question was there to answer.
    case cardDue
  }

  /// The item: an exercise id, or a card id (`<exercise id>#<card id>`).
  public var itemID: String
  /// The exercise the item belongs to.
  public var exerciseID: String
  /// Whether the item is a card.
  public var isCard: Bool
  /// Whether it may be rated, and why not.
  public var standing: Standing
  /// Whether the item is an exercise rated before whose review has come: a review graded
  /// without an attempt (the untouched starter, nothing recalled) may still be rated `again`.
  public var reviewDue: Bool = false
  /// When the item was last rated, or nil before its first rating.
  public var lastRated: Date?
  /// The first passed attempt since then (exercises only).
  public var pass: Attempt?
  /// Attempts since the last rating that did not pass, before `pass` (all of them without one).
  public var failedAttempts: Int
  /// Hints of the exercise first revealed since the last rating.
  public var hintsRevealed: Int
  /// Whether every hint was revealed since the last rating: the last hint spells out the
  /// solution, and the store shows the solution itself only after it.
  public var solutionSeen: Bool
  /// The first thing the learner did since the last rating: an attempt or a hint reveal.
  public var firstActivity: Date?

  /// Whether the item may be rated `rating` now: a pass (or a card's turn) allows every
  /// rating; an exercise attempted without a pass allows only `again`, since the failed attempt
  /// is what says it was forgotten (a review whose regrade fails is rated `again`), and so does
  /// a due review with no attempt (its fresh starter graded as it was: nothing came back).
  public func mayRate(_ rating: Rating) -> Bool {
    switch standing {
    case .passed, .cardDue: return true
    case .notPassed: return rating == .again
    case .notAttempted: return rating == .again && reviewDue
    case .exerciseNotPassed, .notDue: return false
    }
  }

  /// The rating the evidence suggests for an exercise's pass, or nil without one (cards, and
  /// exercises not passed). `openedAt`, when the caller knows it, is when the learner first saw
  /// the exercise this time; the time to the pass counts from it or from the first activity,
  /// whichever came first.
  public func suggestion(openedAt: Date? = nil) -> SuggestedRating? {
    guard standing == .passed, let pass else { return nil }
    let start = [openedAt, firstActivity].compactMap { $0 }.min()
    return SuggestedRating.suggest(
      failedAttempts: failedAttempts, hintsRevealed: hintsRevealed, solutionSeen: solutionSeen,
      timeToPass: start.map { pass.record.at.timeIntervalSince($0) })
  }
}
