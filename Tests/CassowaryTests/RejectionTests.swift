import Testing

@testable import Cassowary

/// A rejected required constraint leaves the solver exactly as it was.
@Suite struct RejectionTests {
  @Test func rejectedInequalityLeavesStateUnchanged() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x >= 10)
    try solver.add(y == x + 5)
    try solver.add((y == 100) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(20, for: x)
    let before = solver.snapshot()
    let bad = y <= 12
    #expect(throws: SolverError.self) { try solver.add(bad) }
    #expect(solver.snapshot() == before)
    #expect(!solver.contains(bad))
    expectConsistent(solver)
    // The solver goes on working as if nothing had happened.
    try solver.suggestValue(30, for: x)
    #expect(solver.value(of: y) == 35)
    expectConsistent(solver)
  }

  @Test func rejectedEqualityExplainsTheConflict() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let ab = a + 10 == b
    let bc = b + 10 == c
    let unrelated = a >= -1000
    let ca = c == a + 5
    try solver.add(unrelated)
    try solver.add(ab)
    try solver.add(bc)
    let before = solver.snapshot()
    #expect(throws: SolverError.unsatisfiable(ca, conflictingWith: [ab, bc])) { try solver.add(ca) }
    #expect(solver.snapshot() == before)
    expectConsistent(solver)
  }
}
