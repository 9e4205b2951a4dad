import Foundation

/// Everything that shapes a schedule: the 21 FSRS-6 weights, the retention to aim for, the short
/// steps of (re)learning and the longest interval allowed.
///
/// The defaults are FSRS-6's published ones, as shipped by py-fsrs 6.x.
public struct SchedulerParameters: Sendable, Codable, Hashable {
  /// FSRS-6's default model weights w0 … w20.
  public static let defaultWeights: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]

  /// The range each weight must lie in, indexed like `weights` (FSRS-6's own bounds).
  public static let weightBounds: [ClosedRange<Double>] = [
    0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
    0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4,
    0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
  ]

  /// The longest maximum interval accepted, in days (about 2,700 years); it keeps day counts far
  /// from integer overflow.
  public static let maximumIntervalLimit = 1_000_000

  /// The parameters FSRS-6 and py-fsrs use unless told otherwise.
  public static let `default` = SchedulerParameters()

  /// The model weights w0 … w20.
  public var weights: [Double]
  /// The probability of recall the schedule aims for when a card comes due, in (0, 1).
  public var desiredRetention: Double
  /// The waits, in seconds, between the steps of learning a new card.
  public var learningSteps: [TimeInterval]
  /// The waits, in seconds, between the steps of relearning a forgotten card.
  public var relearningSteps: [TimeInterval]
  /// The longest interval, in days, a review card can be scheduled.
  public var maximumInterval: Int

  /// Creates parameters; every argument defaults to FSRS-6's default.
  ///
  /// Nothing is checked here: `violations` lists what is wrong and `Scheduler` refuses invalid
  /// parameters.
  public init(
    weights: [Double] = SchedulerParameters.defaultWeights,
    desiredRetention: Double = 0.9,
    learningSteps: [TimeInterval] = [60, 600],
    relearningSteps: [TimeInterval] = [600],
    maximumInterval: Int = 36500
  ) {
    self.weights = weights
    self.desiredRetention = desiredRetention
    self.learningSteps = learningSteps
    self.relearningSteps = relearningSteps
    self.maximumInterval = maximumInterval
  }
}
