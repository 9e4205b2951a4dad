/// How well the learner recalled a card, from forgetting it to recalling it effortlessly.
///
/// The raw values are the ones FSRS uses in its formulas (again = 1 … easy = 4), so they are also
/// the values to store.
public enum Rating: Int, Sendable, Codable, CaseIterable, Hashable {
  /// The learner forgot the card.
  case again = 1
  /// The learner recalled the card with serious difficulty.
  case hard = 2
  /// The learner recalled the card after some hesitation.
  case good = 3
  /// The learner recalled the card effortlessly.
  case easy = 4
}
