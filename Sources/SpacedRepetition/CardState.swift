/// Where a card is in its life: being learned, being reviewed, or relearned after a lapse.
///
/// The raw values match FSRS's own numbering (learning = 1, review = 2, relearning = 3).
public enum CardState: Int, Sendable, Codable, CaseIterable, Hashable {
  /// A new card going through the short learning steps.
  case learning = 1
  /// A card that graduated from its steps and is scheduled in whole days.
  case review = 2
  /// A review card that was forgotten and goes through the short relearning steps.
  case relearning = 3
}
