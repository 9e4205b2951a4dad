/// How well a learner recalled an exercise, as `layoutlings rate ID RATING` spells it.
public enum ReviewRating: String, Sendable, Equatable, CaseIterable {
  /// Forgotten: review again soon.
  case again
  /// Recalled with serious difficulty.
  case hard
  /// Recalled after some thought.
  case good
  /// Recalled at once.
  case easy
}
