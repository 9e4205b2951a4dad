import Foundation

/// One rating given to a card: enough to rebuild the card's state by replaying its logs.
public struct ReviewLog: Sendable, Codable, Hashable {
  /// The identifier of the reviewed card.
  public var cardID: String
  /// The rating the learner chose.
  public var rating: Rating
  /// When the review happened.
  public var reviewDate: Date
  /// How long the learner took to answer, in seconds, if it was measured.
  public var duration: TimeInterval?

  /// Creates a log entry for one review.
  public init(cardID: String, rating: Rating, reviewDate: Date, duration: TimeInterval? = nil) {
    self.cardID = cardID
    self.rating = rating
    self.reviewDate = reviewDate
    self.duration = duration
  }
}
