// Whether a variable's value is forced by the constraints and the optimum, or only chosen by the
// pivot order among several optimal solutions.

extension Solver {
  /// Whether `variable` has the same value in every optimal solution.
  ///
  /// The optimal face is the set of feasible solutions that keep every level's optimum: nonbasic
  /// symbols with a non-zero reduced cost at some level stay at zero, the others may move while
  /// the basic restricted symbols stay non-negative. The variable is determined when its minimum
  /// and maximum over that face agree (within a relative tolerance of 1e-9). A variable the solver
  /// does not know is not determined.
  ///
  /// - Complexity: O(1) when the variable's row has no free direction; otherwise two small linear
  ///   programs on a copy of the tableau.
  public func isUniquelyDetermined(_ variable: Variable) -> Bool {
    guard let symbol = variables.symbol(of: variable) else { return false }
    let slot = tableau.rowOf[Int(symbol)]
    // A nonbasic variable only occurs in rows of other variables and can move freely.
    if slot < 0 { return false }
    var hasFreeDirection = false
    for cell in tableau.cells(ofRow: slot) {
      switch tableau.kind(cell.symbol) {
      case .external:
        return false
      case .slack, .error:
        if isOnOptimalFace(cell.symbol) { hasFreeDirection = true }
      case .dummy, .unused:
        continue
      }
    }
    if !hasFreeDirection { return true }
    let current = tableau.constant(ofRow: slot)
    let tolerance = 1e-9 * max(1, abs(current))
    guard let low = extremeOnOptimalFace(symbol, maximize: false),
      abs(low - current) <= tolerance,
      let high = extremeOnOptimalFace(symbol, maximize: true),
      abs(high - current) <= tolerance
    else { return false }
    return true
  }

  /// Whether a nonbasic symbol has a zero reduced cost at every level (moving it keeps the optimum).
  func isOnOptimalFace(_ symbol: Int32) -> Bool {
    for level in tableau.levels
    where abs(level.coefficients[Int(symbol)]) > level.tolerance {
      return false
    }
    return true
  }

  /// The minimum (or maximum) of a basic symbol over the optimal face, or `nil` if unbounded.
  func extremeOnOptimalFace(_ symbol: Int32, maximize: Bool) -> Double? {
    var copy = tableau
    // Symbols pinned by optimality become fixed, like the markers of required equalities.
    for index in copy.kinds.indices
    where copy.kinds[index].canEnter && copy.rowOf[index] < 0 && !isOnOptimalFace(Int32(index)) {
      copy.kinds[index] = .dummy
    }
    let cells = Array(copy.cells(ofRow: copy.rowOf[Int(symbol)]))
    var objective = ObjectiveLevel(priority: 1, capacity: copy.symbolCapacity)
    let sign: Double = maximize ? -1 : 1
    objective.scale = max(1, cells.reduce(0) { max($0, abs($1.coefficient)) })
    for cell in cells where copy.kinds[Int(cell.symbol)].canEnter {
      objective.add(sign * cell.coefficient, to: cell.symbol, journal: &copy.journal, level: -1)
    }
    copy.levels = []
    copy.artificial = objective
    do {
      try copy.optimize(artificialOnly: true)
    } catch {
      return nil
    }
    return copy.value(of: symbol)
  }
}
