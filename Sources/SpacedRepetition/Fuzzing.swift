/// Whether review intervals get a little random spread, and where its randomness comes from.
public enum Fuzzing: Sendable, Hashable {
  /// Intervals are exactly what the model computes.
  case off
  /// Intervals of 3 days or more are spread as py-fsrs does. Each review draws from a generator
  /// seeded with `seed`, the card's id and its last review, so reviewing, previewing and
  /// replaying the same review always give the same interval.
  case on(seed: UInt64)
}
