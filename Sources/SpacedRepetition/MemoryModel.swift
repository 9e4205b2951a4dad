import Foundation

/// FSRS-6's formulas for stability, difficulty, retrievability and intervals.
///
/// Each expression keeps the operand order of the reference implementation (py-fsrs 6.x) and,
/// like it, raises Euler's number with `pow` rather than calling `exp`, so that results agree
/// with it to the last bit on the same C math library.
struct MemoryModel: Sendable {
  static let minimumStability = 0.001
  static let difficultyRange = 1.0...10.0
  /// Python's `math.e`, the double nearest to e.
  static let euler = 2.718281828459045

  let w: [Double]
  /// The forgetting curve's exponent, -w20.
  let decay: Double
  /// Chosen so that retrievability is exactly 0.9 after `stability` days.
  let factor: Double

  /// Creates the model; `weights` must hold the 21 validated FSRS-6 weights.
  init(weights: [Double]) {
    w = weights
    decay = -weights[20]
    factor = pow(0.9, 1 / decay) - 1
  }

  func initialStability(_ rating: Rating) -> Double {
    clampStability(w[rating.rawValue - 1])
  }

  func initialDifficulty(_ rating: Rating) -> Double {
    clampDifficulty(unclampedInitialDifficulty(rating))
  }

  /// Stability after a review less than a day after the previous one.
  func shortTermStability(_ stability: Double, rating: Rating) -> Double {
    var increase =
      pow(Self.euler, w[17] * (Double(rating.rawValue - 3) + w[18])) * pow(stability, -w[19])
    if rating != .again {
      increase = max(increase, 1.0)
    }
    return clampStability(stability * increase)
  }

  /// Difficulty after a review: a damped step towards 10 or 1, then a pull back to the easy start.
  func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
    let target = unclampedInitialDifficulty(.easy)
    let delta = -(w[6] * Double(rating.rawValue - 3))
    let damped = difficulty + (10.0 - difficulty) * delta / 9.0
    return clampDifficulty(w[7] * target + (1 - w[7]) * damped)
  }

  /// Stability after a review at least a day after the previous one.
  func nextStability(
    difficulty: Double, stability: Double, retrievability: Double, rating: Rating
  ) -> Double {
    let next =
      rating == .again
      ? forgetStability(
        difficulty: difficulty, stability: stability, retrievability: retrievability)
      : recallStability(
        difficulty: difficulty, stability: stability, retrievability: retrievability,
        rating: rating)
    return clampStability(next)
  }

  /// The probability of recall after `elapsedDays` whole days.
  func retrievability(elapsedDays: Int, stability: Double) -> Double {
    pow(1 + factor * Double(elapsedDays) / stability, decay)
  }

  /// The whole number of days until retrievability falls to `desiredRetention`, between 1 day
  /// and `maximumInterval`.
  func intervalDays(stability: Double, desiredRetention: Double, maximumInterval: Int) -> Int {
    let days = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
    // Python's round(): halves go to the even neighbour.
    let rounded = days.rounded(.toNearestOrEven)
    guard rounded < Double(maximumInterval) else { return maximumInterval }
    guard rounded >= 1 else { return 1 }
    return Int(rounded)
  }

  private func forgetStability(
    difficulty: Double, stability: Double, retrievability: Double
  ) -> Double {
    let longTerm =
      w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1)
      * pow(Self.euler, (1 - retrievability) * w[14])
    let shortTerm = stability / pow(Self.euler, w[17] * w[18])
    return min(longTerm, shortTerm)
  }

  private func recallStability(
    difficulty: Double, stability: Double, retrievability: Double, rating: Rating
  ) -> Double {
    let hardPenalty = rating == .hard ? w[15] : 1
    let easyBonus = rating == .easy ? w[16] : 1
    let growth =
      pow(Self.euler, w[8]) * (11 - difficulty) * pow(stability, -w[9])
      * (pow(Self.euler, (1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus
    return stability * (1 + growth)
  }

  private func unclampedInitialDifficulty(_ rating: Rating) -> Double {
    w[4] - pow(Self.euler, w[5] * Double(rating.rawValue - 1)) + 1
  }

  private func clampStability(_ stability: Double) -> Double {
    max(stability, Self.minimumStability)
  }

  private func clampDifficulty(_ difficulty: Double) -> Double {
    min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
  }
}
