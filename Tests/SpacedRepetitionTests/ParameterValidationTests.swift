import Foundation
import SpacedRepetition
import Testing

@Suite("Parameter validation")
struct ParameterValidationTests {
  @Test("the defaults are FSRS-6's and valid")
  func defaultsAreValid() throws {
    let parameters = SchedulerParameters.default
    #expect(parameters.violations.isEmpty)
    #expect(parameters.weights.count == 21)
    #expect(parameters.weights[2] == 2.3065)
    #expect(parameters.weights[20] == 0.1542)
    #expect(parameters.desiredRetention == 0.9)
    #expect(parameters.learningSteps == [60, 600])
    #expect(parameters.relearningSteps == [600])
    #expect(parameters.maximumInterval == 36500)
    #expect(throws: Never.self) { try Scheduler() }
  }

  @Test("every violation is reported at once, in a fixed order")
  func allViolationsAtOnce() throws {
    var weights = SchedulerParameters.defaultWeights
    weights[0] = 0
    weights[16] = 7
    weights[20] = .nan
    let parameters = SchedulerParameters(
      weights: weights, desiredRetention: 1, learningSteps: [60, -5], relearningSteps: [0],
      maximumInterval: 0)
    let expected = [
      "weights[0] = 0.0 is outside 0.001...100.0",
      "weights[16] = 7.0 is outside 1.0...6.0",
      "weights[20] = nan is outside 0.1...0.8",
      "desiredRetention = 1.0 is not strictly between 0 and 1",
      "learningSteps[1] = -5.0 s is not a positive duration",
      "relearningSteps[0] = 0.0 s is not a positive duration",
      "maximumInterval = 0 days is not between 1 and 1000000 days",
    ]
    #expect(parameters.violations.map(\.description) == expected)

    let error = try #require(throws: InvalidParametersError.self) {
      try Scheduler(parameters: parameters)
    }
    #expect(error.violations.map(\.description) == expected)
    #expect(
      error.description
        == (["invalid scheduler parameters (7 problems):"] + expected.map { "  " + $0 })
        .joined(separator: "\n"))
  }

  @Test("a wrong number of weights is one violation, reported with the others")
  func wrongWeightCount() {
    let parameters = SchedulerParameters(
      weights: Array(SchedulerParameters.defaultWeights.prefix(20)), desiredRetention: 0,
      maximumInterval: 2_000_000)
    #expect(
      parameters.violations == [
        .weightCount(expected: 21, actual: 20), .desiredRetentionOutOfRange(0),
        .maximumIntervalOutOfRange(2_000_000),
      ])
  }

  @Test("bounds are inclusive", arguments: [0.1, 0.8])
  func boundsInclusive(decay: Double) {
    var weights = SchedulerParameters.defaultWeights
    weights[20] = decay
    #expect(SchedulerParameters(weights: weights).violations.isEmpty)
  }

  @Test("infinite steps and NaN retention are refused")
  func nonFiniteValues() {
    let parameters = SchedulerParameters(
      desiredRetention: .nan, learningSteps: [.infinity], relearningSteps: [600])
    #expect(parameters.violations.count == 2)
    #expect(
      parameters.violations.last == .learningStepNotPositive(index: 0, value: .infinity))
  }
}
