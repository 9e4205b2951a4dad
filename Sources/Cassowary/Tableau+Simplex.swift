/// Relative size of the smallest coefficient accepted as a pivot, against the largest one
/// competing in the same ratio test.
let pivotTolerance = 1e-9

/// After this many consecutive degenerate pivots the simplex switches to Bland's rule, which
/// cannot cycle.
let degeneratePivotsBeforeBland = 50

/// A limit on pivots per optimization, far above anything a non-cycling simplex needs here.
let pivotLimit = 10_000_000

extension Tableau {
  /// Minimizes the objective with the primal simplex: the artificial objective only when
  /// `artificialOnly`, otherwise every level lexicographically, strongest first.
  mutating func optimize(artificialOnly: Bool = false) throws(SolverError) {
    var degenerateStreak = 0
    for _ in 0..<pivotLimit {
      let bland = degenerateStreak >= degeneratePivotsBeforeBland
      let entering =
        artificialOnly ? artificialEnteringSymbol(bland: bland) : nextEnteringSymbol(bland: bland)
      guard let entering else { return }
      guard let (slot, cell, ratio) = leavingRow(for: entering) else {
        throw .internalError("the objective is unbounded (entering symbol \(entering))")
      }
      degenerateStreak = ratio == 0 ? degenerateStreak + 1 : 0
      primalPivots += 1
      pivot(row: slot, cell: cell)
    }
    throw .internalError("primal simplex did not converge in \(pivotLimit) pivots")
  }

  /// `enteringSymbol(bland:)` through the candidate caches of the levels (dropping stale entries).
  mutating func nextEnteringSymbol(bland: Bool) -> Int32? {
    for level in levels.indices {
      let tolerance = levels[level].tolerance
      var best: Int32 = -1
      var bestValue = 0.0
      var index = 0
      while index < levels[level].candidates.count {
        let symbol = levels[level].candidates[index]
        let value = levels[level].coefficients[Int(symbol)]
        if value >= 0 {
          levels[level].isCandidate[Int(symbol)] = false
          levels[level].candidates[index] =
            levels[level].candidates[levels[level].candidates.count - 1]
          levels[level].candidates.removeLast()
          continue
        }
        index += 1
        if value >= -tolerance || !kinds[Int(symbol)].canEnter { continue }
        if isBlocked(symbol, above: level) { continue }
        if best < 0 || isBetterEntering(symbol, value, than: best, bestValue, bland: bland) {
          best = symbol
          bestValue = value
        }
      }
      if best >= 0 { return best }
    }
    return nil
  }

  /// The nonbasic symbol whose objective vector is lexicographically most negative at the
  /// strongest level where any symbol can improve, or `nil` at the optimum (a full scan).
  ///
  /// A symbol with a non-zero reduced cost at a stronger level is blocked at weaker levels:
  /// moving it would trade a stronger level for a weaker one.
  func enteringSymbol(bland: Bool) -> Int32? {
    for level in levels.indices {
      let tolerance = levels[level].tolerance
      var best: Int32 = -1
      var bestValue = 0.0
      for symbol in levels[level].members {
        let value = levels[level].coefficients[Int(symbol)]
        if value >= -tolerance || !kinds[Int(symbol)].canEnter { continue }
        if isBlocked(symbol, above: level) { continue }
        if best < 0 || isBetterEntering(symbol, value, than: best, bestValue, bland: bland) {
          best = symbol
          bestValue = value
        }
      }
      if best >= 0 { return best }
    }
    return nil
  }

  @inline(__always)
  func isBlocked(_ symbol: Int32, above level: Int) -> Bool {
    for stronger in 0..<level
    where abs(levels[stronger].coefficients[Int(symbol)]) > levels[stronger].tolerance {
      return true
    }
    return false
  }

  /// The entering rule: the most negative reduced cost (ties: smaller id), or under Bland's rule
  /// the smallest id.
  @inline(__always)
  func isBetterEntering(
    _ symbol: Int32, _ value: Double, than best: Int32, _ bestValue: Double, bland: Bool
  )
    -> Bool
  {
    if bland { return symbol < best }
    return value < bestValue || (value == bestValue && symbol < best)
  }

  func artificialEnteringSymbol(bland: Bool) -> Int32? {
    guard let objective = artificial else { return nil }
    let tolerance = 1e-11 * max(1, objective.scale)
    var best: Int32 = -1
    var bestValue = 0.0
    for symbol in objective.members {
      let value = objective.coefficients[Int(symbol)]
      if value >= -tolerance || !kinds[Int(symbol)].canEnter { continue }
      if best < 0
        || (bland ? symbol < best : (value < bestValue || (value == bestValue && symbol < best)))
      {
        best = symbol
        bestValue = value
      }
    }
    return best >= 0 ? best : nil
  }

  /// The primal ratio test: the restricted row that first reaches zero as `entering` grows.
  /// Ties go to the smallest basic symbol id. Returns the slot, the cell of `entering` in it and
  /// the ratio.
  func leavingRow(for entering: Int32) -> (Int32, Int, Double)? {
    let column = self.column(entering)
    var largest = 0.0
    for entry in column where kinds[Int(basic(ofRow: entry.row))].isRestricted {
      largest = max(largest, abs(coefficient(at: entry)))
    }
    let tolerance = largest * pivotTolerance
    var best: (Int32, Int, Double)?
    var bestBasic: Int32 = -1
    for entry in column {
      let rowBasic = basic(ofRow: entry.row)
      if !kinds[Int(rowBasic)].isRestricted { continue }
      let coefficient = coefficient(at: entry)
      if coefficient >= -tolerance { continue }
      let ratio = max(0, constant(ofRow: entry.row)) / -coefficient
      if best == nil || ratio < best!.2 || (ratio == best!.2 && rowBasic < bestBasic) {
        best = (entry.row, Int(entry.cell), ratio)
        bestBasic = rowBasic
      }
    }
    return best
  }

  /// Restores feasibility with the dual simplex after row constants changed (suggested values),
  /// keeping the objective optimal; then cleans up any reduced cost left negative by rounding.
  mutating func dualOptimize() throws(SolverError) {
    tracksInfeasibleRows = true
    defer { tracksInfeasibleRows = false }
    var pivots = 0
    while let slot = infeasible.popLast() {
      let rowBasic = basic(ofRow: slot)
      if rowBasic < 0 || !kinds[Int(rowBasic)].isRestricted || constant(ofRow: slot) >= 0 {
        continue
      }
      guard let cell = dualEnteringCell(slot) else {
        throw .internalError("dual simplex found no entering symbol for row of \(rowBasic)")
      }
      pivot(row: slot, cell: cell)
      pivots += 1
      dualPivots += 1
      if pivots > pivotLimit { throw .internalError("dual simplex did not converge") }
    }
    if pivots > 0 && nextEnteringSymbol(bland: false) != nil {
      try optimize()
    }
  }

  /// The dual ratio test over a row with a negative constant: among cells with a positive
  /// coefficient, the one whose objective vector divided by the coefficient is lexicographically
  /// smallest. Ties go to the smallest symbol id.
  func dualEnteringCell(_ slot: Int32) -> Int? {
    let cells = self.cells(ofRow: slot)
    var largest = 0.0
    for cell in cells where kinds[Int(cell.symbol)].canEnter {
      largest = max(largest, cell.coefficient)
    }
    let tolerance = largest * pivotTolerance
    var best = -1
    var bestSymbol: Int32 = -1
    var current = Cell.empty
    for (index, cell) in zip(0..., cells) {
      if cell.coefficient <= tolerance || !kinds[Int(cell.symbol)].canEnter { continue }
      if best < 0 {
        best = index
        bestSymbol = cell.symbol
        current = cell
        continue
      }
      var order = 0
      for level in levels.indices {
        let candidate = levels[level].coefficients[Int(cell.symbol)] / cell.coefficient
        let incumbent = levels[level].coefficients[Int(current.symbol)] / current.coefficient
        let scale = 1e-12 * max(abs(candidate), abs(incumbent))
        if candidate < incumbent - scale {
          order = -1
          break
        }
        if candidate > incumbent + scale {
          order = 1
          break
        }
      }
      if order < 0 || (order == 0 && cell.symbol < bestSymbol) {
        best = index
        bestSymbol = cell.symbol
        current = cell
      }
    }
    return best >= 0 ? best : nil
  }
}
