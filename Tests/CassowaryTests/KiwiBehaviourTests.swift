import Testing

@testable import Cassowary

/// Behaviours every Cassowary solver shows (the cases of kiwi's own test-suite, worked by hand).
@Suite struct KiwiBehaviourTests {
  @Test func simpleEqualityAndInequality() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x + 2 == 20)
    #expect(solver.value(of: x) == 18)
    let y = Variable("y")
    try solver.add(y >= x + 5)
    try solver.add((y == 0) | .weak)
    #expect(solver.value(of: y) == 23)
    expectConsistent(solver)
  }

  @Test func managingConstraints() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c1 = v >= 1
    let c2 = v <= 0
    #expect(!solver.contains(c1))
    try solver.add(c1)
    #expect(solver.contains(c1))
    #expect(throws: SolverError.duplicateConstraint(c1)) { try solver.add(c1) }
    #expect(throws: SolverError.unknownConstraint(c2)) { try solver.remove(c2) }
    #expect(throws: SolverError.unsatisfiable(c2, conflictingWith: [c1])) { try solver.add(c2) }
    try solver.remove(c1)
    #expect(!solver.contains(c1))
    try solver.add(c2)
    #expect(solver.contains(c2))
    expectConsistent(solver)
  }

  @Test func managingEditVariables() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(throws: SolverError.duplicateEditVariable(v1)) {
      try solver.addEditVariable(v1, strength: .medium)
    }
    #expect(throws: SolverError.unknownEditVariable(v2)) { try solver.removeEditVariable(v2) }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(throws: SolverError.requiredEditVariable(v1)) {
      try solver.addEditVariable(v1, strength: .required)
    }
    try solver.addEditVariable(v2, strength: .strong)
    #expect(throws: SolverError.unknownEditVariable(v1)) { try solver.suggestValue(10, for: v1) }
    try solver.suggestValue(10, for: v2)
    solver.updateVariables()
    #expect(v2.value == 10)
    expectConsistent(solver)
  }

  @Test func underConstrainedSystem() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c = 2 * v + 1 >= 0
    try solver.addEditVariable(v, strength: .weak)
    try solver.add(c)
    try solver.suggestValue(10, for: v)
    solver.updateVariables()
    #expect(c.expression.value == 21)
    #expect(v.value == 10)
  }

  @Test func strengthDecidesBetweenOptionalConstraints() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.add(v1 + v2 == 0)
    try solver.add(v1 == 10)
    try solver.add((v2 >= 0) | .weak)
    #expect(solver.value(of: v1) == 10)
    #expect(solver.value(of: v2) == -10)
    solver.reset()
    try solver.add(v1 + v2 == 0)
    try solver.add((v1 >= 10) | .medium)
    try solver.add((v2 == 2) | .strong)
    #expect(solver.value(of: v1) == -2)
    #expect(solver.value(of: v2) == 2)
    expectConsistent(solver)
  }

  /// The paper's example of an edit that makes the suggested values infeasible: the dual simplex
  /// must move xl and xr to the only layout that keeps the strong xm = 90.
  @Test func infeasibleSuggestionHandledByDualSimplex() throws {
    let solver = Solver()
    let xm = Variable("xm")
    let xl = Variable("xl")
    let xr = Variable("xr")
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.add(2 * xm == xl + xr)
    try solver.add(xl + 20 <= xr)
    try solver.add(xl >= -10)
    try solver.add(xr <= 100)
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    try solver.suggestValue(60, for: xm)
    expectConsistent(solver)
    try solver.suggestValue(90, for: xm)
    solver.updateVariables()
    #expect(xl.value + xr.value == 2 * xm.value)
    #expect(xl.value == 80)
    #expect(xr.value == 100)
    expectConsistent(solver)
  }

  @Test func redundantEqualitiesAreAccepted() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10)
    try solver.add(x == 10)
    try solver.add(y == x)
    try solver.add(y == 10)
    try solver.add(x - y == 0)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 10)
    expectConsistent(solver)
  }

  @Test func inconsistentEqualitiesAreRejected() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    try solver.add(first)
    let second = x == 5
    #expect(throws: SolverError.unsatisfiable(second, conflictingWith: [first])) {
      try solver.add(second)
    }
    #expect(solver.value(of: x) == 10)
    expectConsistent(solver)
  }

  @Test func inconsistentInequalitiesAreRejected() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = x >= 10
    let high = x <= 5
    try solver.add(low)
    #expect(throws: SolverError.unsatisfiable(high, conflictingWith: [low])) {
      try solver.add(high)
    }
    expectConsistent(solver)
  }

  /// Two optional constraints of equal strength and weight tie; either value is optimal and the
  /// result is the same on every run.
  @Test func tiesAreResolvedDeterministically() throws {
    func solve() throws -> Double {
      let solver = Solver()
      let x = Variable("x")
      try solver.add((x == 10) | .weak)
      try solver.add((x == 20) | .weak)
      return solver.value(of: x)
    }
    let first = try solve()
    #expect(first >= 10 && first <= 20)
    #expect(try solve().bitPattern == first.bitPattern)
  }

  @Test func infeasibleEditIsClampedByRequiredConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(150, for: x)
    #expect(solver.value(of: x) == 100)
    try solver.suggestValue(-20, for: x)
    #expect(solver.value(of: x) == 0)
    try solver.suggestValue(42, for: x)
    #expect(solver.value(of: x) == 42)
    expectConsistent(solver)
  }

  @Test func removingEverythingRestoresTheEmptyState() throws {
    let empty = Solver().snapshot()
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [x >= 0, y == x + 10, (x == 50) | .medium, (y <= 30) | .strong]
    for constraint in constraints { try solver.add(constraint) }
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(7, for: x)
    for constraint in constraints.reversed() { try solver.remove(constraint) }
    try solver.removeEditVariable(x)
    #expect(solver.snapshot() == empty)
    #expect(solver.value(of: x) == 0)
    expectConsistent(solver)
  }
}

/// A required constraint that agreed with the others only because of one it was redundant
/// with: removing that one and adding it back with another constant is a conflict.
@Suite struct RedundantConstraintTests {
  @Test func readdingAConstraintAgainstARedundantPairConflicts() throws {
    let solver = Solver()
    let (top, height, tableTop) = (Variable("top"), Variable("height"), Variable("tableTop"))
    let pinned = top == 0
    var cover = height == 200
    let follows = tableTop == top + height
    let again = tableTop == 200
    for constraint in [pinned, cover, follows, again] { try solver.add(constraint) }
    try solver.remove(cover)
    #expect(solver.value(of: height) == 200)
    cover = height == 120
    #expect(throws: SolverError.self) { try solver.add(cover) }
    expectConsistent(solver)
  }

  @Test func withTheTableBelow() throws {
    let solver = Solver()
    let (top, height, tableTop, tableHeight) = (
      Variable("top"), Variable("height"), Variable("tableTop"), Variable("tableHeight")
    )
    var cover = height == 200
    let others = [tableTop == top + height, tableTop == 200, tableTop + tableHeight == 600]
    for constraint in [top == 0, cover] + others { try solver.add(constraint) }
    try solver.remove(cover)
    #expect(solver.value(of: height) == 200)
    cover = height == 120
    #expect(throws: SolverError.self) { try solver.add(cover) }
    expectConsistent(solver)
  }

  /// The constraints of a cover above a table in the order the layout engine adds them, with
  /// the sizes kept non-negative: the slack rows of those bounds must not take the marker.
  @Test func asTheEngineAddsThem() throws {
    let solver = Solver()
    let (cy, cx, cw, ch) = (Variable("cy"), Variable("cx"), Variable("cw"), Variable("ch"))
    let (ty, tx, tw, th) = (Variable("ty"), Variable("tx"), Variable("tw"), Variable("th"))
    let (rw, rh) = (Variable("rw"), Variable("rh"))
    var cover = ch == 200
    let all = [
      cy == 0, cx == 0, cw == 300, cover, ty == cy + ch, ty == 200, tx == 0, tw == 300,
      ty + th == rh, rw == 300, rh == 600, cw >= 0, ch >= 0, tw >= 0, th >= 0,
    ]
    for constraint in all { try solver.add(constraint) }
    try solver.remove(cover)
    #expect(solver.value(of: ch) == 200)
    cover = ch == 120
    #expect(throws: SolverError.self) { try solver.add(cover) }
    expectConsistent(solver)
  }
}
