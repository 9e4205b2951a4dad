// Entering an equality that already holds at the current solution (its row's constant is zero):
// any restricted symbol of the row can take it with the value zero, so the basis stays feasible
// without a feasibility test. Picking that symbol by a lexicographic ratio test, as the dual
// simplex picks its entering symbol, also keeps every level optimal, so no pivot follows.
//
// Why the ratio test suffices: with the row `0 = Σ r·s` solved for `j`, each reduced-cost vector
// `c_s` becomes `c_s - t·r_s` with `t = c_j / r_j`. All `c_s` are lexicographically non-negative
// at an optimum; with `j` the argmin of `c_s / r_s` over `r_s > 0`, `t` is non-negative and below
// every ratio of that side, so every new vector is non-negative again. The constraint's own
// errors join the test with their cost at their level (only the one with a positive coefficient
// can bound `t`).

extension Solver {
  /// How a row with a zero constant should enter, if a restricted symbol of it can take the row
  /// while keeping the optimum: `.subject(symbol)` or `.other` (the constraint's second error),
  /// else `nil`.
  func holdingEqualityEntry(_ row: ExpandedRow, shape: RowShape, weight: Double) -> Entry? {
    var largest = 0.0
    for (symbol, coefficient) in zip(row.symbols, row.coefficients)
    where tableau.kind(symbol).canEnter {
      largest = max(largest, abs(coefficient))
    }
    let optional = shape.priority != nil
    if largest == 0 { return optional ? .other : nil }
    let tolerance = largest * pivotTolerance
    // A required row may be solved with either sign; an optional one on the side where its
    // second error (coefficient +1) competes.
    for direction in optional ? [1.0] : [1.0, -1.0] {
      var best = -1
      for index in row.symbols.indices {
        let symbol = row.symbols[index]
        let coefficient = row.coefficients[index] * direction
        if coefficient <= tolerance || !tableau.kind(symbol).canEnter { continue }
        if best < 0 {
          best = index
          continue
        }
        let order = compareCostRatios(
          symbol, coefficient, row.symbols[best], row.coefficients[best] * direction)
        if order < 0 || (order == 0 && symbol < row.symbols[best]) { best = index }
      }
      if optional {
        guard best >= 0 else { return .other }
        let below = costRatio(
          of: row.symbols[best], row.coefficients[best], isBelow: weight, at: shape.priority!)
        return below ? .subject(row.symbols[best]) : .other
      }
      if best >= 0 { return .subject(row.symbols[best]) }
    }
    return nil
  }

  /// Compares the reduced-cost vectors of two symbols divided by their (positive) coefficients,
  /// strongest level first: -1, 0 or 1.
  func compareCostRatios(_ a: Int32, _ aCoefficient: Double, _ b: Int32, _ bCoefficient: Double)
    -> Int
  {
    for level in tableau.levels.indices {
      let left = tableau.levels[level].coefficients[Int(a)] / aCoefficient
      let right = tableau.levels[level].coefficients[Int(b)] / bCoefficient
      let scale = 1e-12 * max(abs(left), abs(right))
      if left < right - scale { return -1 }
      if left > right + scale { return 1 }
    }
    return 0
  }

  /// Whether the cost ratio of `symbol` (coefficient `coefficient > 0`) stays below that of an
  /// error costing `weight` at level `priority` with coefficient 1: zero at every stronger level
  /// and below `weight` at that level.
  func costRatio(
    of symbol: Int32, _ coefficient: Double, isBelow weight: Double, at priority: Double
  )
    -> Bool
  {
    for level in tableau.levels.indices {
      let cost = tableau.levels[level].coefficients[Int(symbol)]
      let levelPriority = tableau.levels[level].priority
      if levelPriority > priority {
        if abs(cost) > tableau.levels[level].tolerance { return false }
      } else if levelPriority == priority {
        return cost / coefficient < weight * (1 - 1e-9)
      } else {
        return true
      }
    }
    return true
  }
}
