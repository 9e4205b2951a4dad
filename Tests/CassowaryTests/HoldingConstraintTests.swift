import Testing

@testable import Cassowary

/// Constraints that already hold at the current solution join the tableau without pivots and
/// without moving anything (worked by hand on a clamped variable).
@Suite struct HoldingConstraintTests {
  /// `10 <= x <= 50` required and `x == 30` weak: x sits at 30, inside its range.
  func clampedSolver() throws -> (Solver, Variable) {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add(x <= 50)
    try solver.add((x == 30) | .weak)
    #expect(solver.value(of: x) == 30)
    return (solver, x)
  }

  @Test func editOfAVariableWithAValueNeedsNoPivot() throws {
    let (solver, x) = try clampedSolver()
    let before = solver.statistics
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.statistics == before)
    #expect(solver.value(of: x) == 30)
    expectConsistent(solver)
    // The edit still works both ways, and the required range still clamps it.
    try solver.suggestValue(40, for: x)
    #expect(solver.value(of: x) == 40)
    try solver.suggestValue(60, for: x)
    #expect(solver.value(of: x) == 50)
    try solver.suggestValue(5, for: x)
    #expect(solver.value(of: x) == 10)
    expectConsistent(solver)
  }

  @Test func requiredEqualityThatHoldsNeedsNoFeasibilityTest() throws {
    let (solver, x) = try clampedSolver()
    let pin = x == 30
    let before = solver.statistics
    try solver.add(pin)
    #expect(solver.statistics == before)
    #expect(solver.value(of: x) == 30)
    expectConsistent(solver)
    // Removing it and pinning elsewhere behaves as if it had never been there.
    try solver.remove(pin)
    try solver.add(x == 45)
    #expect(solver.value(of: x) == 45)
    expectConsistent(solver)
  }

  @Test func optionalEqualityThatHoldsKeepsTheStrongerOptimum() throws {
    let (solver, x) = try clampedSolver()
    let y = Variable("y")
    // y follows x (medium); x == 30 already holds, so a strong x == 30 changes nothing.
    try solver.add((y == x + 1) | .medium)
    let before = solver.statistics
    try solver.add((x == 30) | .strong)
    #expect(solver.statistics.primalPivots == before.primalPivots)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 31)
    expectConsistent(solver)
  }
}
