/// A question and answer reviewed with spaced repetition.
public struct ReviewCard: Sendable, Hashable, Codable, Identifiable {
  /// `"<exercise id>#<card id>"`; the card id is the one written or the card's 1-based position.
  public var id: String
  /// The question (Markdown).
  public var question: String
  /// The answer (Markdown).
  public var answer: String

  /// Creates a card.
  public init(id: String, question: String, answer: String) {
    self.id = id
    self.question = question
    self.answer = answer
  }
}
