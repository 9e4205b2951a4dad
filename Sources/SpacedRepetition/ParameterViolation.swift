import Foundation

/// One way in which `SchedulerParameters` are unusable.
public enum ParameterViolation: Sendable, Hashable, CustomStringConvertible {
  /// There are not exactly as many weights as FSRS-6 has.
  case weightCount(expected: Int, actual: Int)
  /// A weight lies outside its allowed range (or is not a number).
  case weightOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
  /// The desired retention is not strictly between 0 and 1.
  case desiredRetentionOutOfRange(Double)
  /// A learning step is not a positive, finite number of seconds.
  case learningStepNotPositive(index: Int, value: TimeInterval)
  /// A relearning step is not a positive, finite number of seconds.
  case relearningStepNotPositive(index: Int, value: TimeInterval)
  /// The maximum interval is not between 1 day and `SchedulerParameters.maximumIntervalLimit`.
  case maximumIntervalOutOfRange(Int)

  /// A one-line explanation naming the parameter and its offending value.
  public var description: String {
    switch self {
    case .weightCount(let expected, let actual):
      return "weights: expected \(expected) values, got \(actual)"
    case .weightOutOfBounds(let index, let value, let bounds):
      return "weights[\(index)] = \(value) is outside \(bounds.lowerBound)...\(bounds.upperBound)"
    case .desiredRetentionOutOfRange(let value):
      return "desiredRetention = \(value) is not strictly between 0 and 1"
    case .learningStepNotPositive(let index, let value):
      return "learningSteps[\(index)] = \(value) s is not a positive duration"
    case .relearningStepNotPositive(let index, let value):
      return "relearningSteps[\(index)] = \(value) s is not a positive duration"
    case .maximumIntervalOutOfRange(let value):
      let limit = SchedulerParameters.maximumIntervalLimit
      return "maximumInterval = \(value) days is not between 1 and \(limit) days"
    }
  }
}
