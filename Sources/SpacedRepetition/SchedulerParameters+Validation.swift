import Foundation

extension SchedulerParameters {
  /// Every way these parameters are unusable, or an empty array if they are fine.
  ///
  /// Weights are checked against `weightBounds` as FSRS-6 does; a wrong number of weights is
  /// reported once instead of checking the individual weights, whose positions would be
  /// meaningless. The other fields are checked whatever the weights look like.
  public var violations: [ParameterViolation] {
    var found: [ParameterViolation] = []
    let bounds = Self.weightBounds
    if weights.count != bounds.count {
      found.append(.weightCount(expected: bounds.count, actual: weights.count))
    } else {
      for (index, value) in weights.enumerated() where !bounds[index].contains(value) {
        found.append(.weightOutOfBounds(index: index, value: value, bounds: bounds[index]))
      }
    }
    // Written as a negated range test so that NaN is rejected too.
    if !(desiredRetention > 0 && desiredRetention < 1) {
      found.append(.desiredRetentionOutOfRange(desiredRetention))
    }
    for (index, step) in learningSteps.enumerated() where !Self.isUsableStep(step) {
      found.append(.learningStepNotPositive(index: index, value: step))
    }
    for (index, step) in relearningSteps.enumerated() where !Self.isUsableStep(step) {
      found.append(.relearningStepNotPositive(index: index, value: step))
    }
    if !(1...Self.maximumIntervalLimit).contains(maximumInterval) {
      found.append(.maximumIntervalOutOfRange(maximumInterval))
    }
    return found
  }

  /// Checks the parameters and throws one error that lists every violation.
  ///
  /// - Throws: `InvalidParametersError` if `violations` is not empty.
  public func validate() throws(InvalidParametersError) {
    let found = violations
    if !found.isEmpty {
      throw InvalidParametersError(violations: found)
    }
  }

  private static func isUsableStep(_ step: TimeInterval) -> Bool {
    step > 0 && step.isFinite
  }
}
