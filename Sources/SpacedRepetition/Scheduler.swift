import Basics
import Foundation

/// Schedules reviews with FSRS-6, reproducing py-fsrs 6.x review for review.
///
/// The scheduler is pure: the review time is always passed in and the fuzz's randomness is
/// either derived from a seed or drawn from a generator the caller supplies.
public struct Scheduler: Sendable {
  /// The validated parameters this scheduler uses.
  public let parameters: SchedulerParameters
  /// Whether and how review intervals are fuzzed.
  public let fuzzing: Fuzzing
  let model: MemoryModel

  /// Creates a scheduler after checking its parameters.
  ///
  /// - Parameters:
  ///   - parameters: Weights, retention, steps and maximum interval; FSRS-6's defaults if omitted.
  ///   - fuzzing: Fuzz settings; on with seed 0 if omitted, as py-fsrs fuzzes by default.
  /// - Throws: `InvalidParametersError` listing every violation if the parameters are unusable.
  public init(
    parameters: SchedulerParameters = .default, fuzzing: Fuzzing = .on(seed: 0)
  ) throws(InvalidParametersError) {
    try parameters.validate()
    self.parameters = parameters
    self.fuzzing = fuzzing
    self.model = MemoryModel(weights: parameters.weights)
  }

  /// Reviews `card` with `rating` at `date`, taking the fuzz from the scheduler's own seed.
  ///
  /// The fuzz is drawn once per review of a card: from the seed, the card's id and its last
  /// review (none for a new card), never from the moment of rating. A preview at 10:00 and the
  /// rating recorded at 10:05 (or stored to the millisecond and replayed) give the same fuzz, so
  /// the interval a prompt shows is the one the rating stores.
  ///
  /// - Parameters:
  ///   - card: The card as it was before this review.
  ///   - rating: The learner's rating.
  ///   - date: When the review happened.
  ///   - duration: How long the learner took, in seconds, if measured; only copied to the log.
  /// - Returns: The card as scheduled after the review, and the log entry recording it.
  public func review(
    _ card: Card, rating: Rating, at date: Date, duration: TimeInterval? = nil
  ) -> (card: Card, log: ReviewLog) {
    var generator = seededGenerator(for: card)
    return review(card, rating: rating, at: date, duration: duration, using: &generator)
  }

  /// Reviews `card` with `rating` at `date`, drawing the fuzz from `generator`.
  ///
  /// With fuzzing on, one value is drawn, as `Double(generator.next() >> 11) / 2^53`, for each
  /// review that ends in the review state with an interval of 3 days or more; nothing is drawn
  /// otherwise. A generator that yields Python's `random()` this way reproduces py-fsrs's fuzz
  /// exactly. With fuzzing off the generator is not used.
  ///
  /// - Returns: The card as scheduled after the review, and the log entry recording it.
  public func review<Generator: RandomNumberGenerator>(
    _ card: Card, rating: Rating, at date: Date, duration: TimeInterval? = nil,
    using generator: inout Generator
  ) -> (card: Card, log: ReviewLog) {
    var next = updatingMemory(of: card, rating: rating, at: date)
    var interval = advanceState(of: &next, rating: rating)
    if case .days(let days) = interval, next.state == .review, fuzzing != .off,
      FuzzRange.applies(toDays: days)
    {
      let range = FuzzRange(days: days, maximumInterval: parameters.maximumInterval)
      let unit = FuzzRange.unitValue(generator.next())
      interval = .days(range.fuzzedDays(unit: unit, maximumInterval: parameters.maximumInterval))
    }
    next.due = date.addingTimeInterval(interval.seconds)
    next.lastReview = date
    let log = ReviewLog(cardID: card.id, rating: rating, reviewDate: date, duration: duration)
    return (next, log)
  }

  /// The probability that the learner recalls `card` at `date`, in [0, 1].
  ///
  /// As in FSRS, only whole days since the last review count, so the value stays at 1 during the
  /// first 24 hours. A card that was never reviewed has retrievability 0.
  public func retrievability(of card: Card, at date: Date) -> Double {
    guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
    let days = max(0, ElapsedTime.wholeDays(from: lastReview, to: date))
    return model.retrievability(elapsedDays: days, stability: stability)
  }

  /// The generator the next review of `card` draws its fuzz from: the seed, the card's id and
  /// its last review to the millisecond (how stores keep times), 0 for a new card. The same for
  /// every moment the review may happen at.
  func seededGenerator(for card: Card) -> SplitMix64 {
    guard case .on(let seed) = fuzzing else { return SplitMix64(seed: 0) }
    var mixer = SplitMix64(seed: seed ^ StableHash.fnv1a(card.id))
    var time: UInt64 = 0
    if let last = card.lastReview {
      let millis = (last.timeIntervalSinceReferenceDate * 1e3).rounded()
      time = Int64(exactly: millis).map { UInt64(bitPattern: $0) } ?? millis.bitPattern
    }
    return SplitMix64(seed: mixer.next() ^ time)
  }
}
