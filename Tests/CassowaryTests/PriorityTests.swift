import Testing

@testable import Cassowary

/// Optional levels are strictly ordered: one stronger constraint beats any number of weaker ones.
@Suite struct PriorityTests {
  @Test func oneStrongerConstraintBeatsAThousandHeavyWeakerOnes() throws {
    let solver = Solver()
    let x = Variable("x")
    let stronger = Constraint(x - 0, .equal, strength: .optional(251))
    try solver.add(stronger)
    // A weighted-sum solver would pay 1000 × 1000 × 10 for x = 0 against 1 × 10 for x = 10.
    var weaker: [Constraint] = []
    for _ in 0..<1000 {
      let constraint = Constraint(x - 10, .equal, strength: .optional(250), weight: 1000)
      weaker.append(constraint)
      try solver.add(constraint)
    }
    #expect(solver.value(of: x) == 0)
    expectConsistent(solver)
    try solver.remove(stronger)
    #expect(solver.value(of: x) == 10)
    expectConsistent(solver)
  }

  @Test func fractionalAndHighLevelsAreOrdered() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x - 1, .equal, strength: .optional(999)))
    try solver.add(Constraint(x - 2, .equal, strength: .optional(999.5)))
    #expect(solver.value(of: x) == 2)
    try solver.add(Constraint(x - 3, .equal, strength: .optional(1100)))
    #expect(solver.value(of: x) == 3)
    try solver.add(x <= 2.5)
    #expect(solver.value(of: x) == 2.5)
    expectConsistent(solver)
  }

  /// Within a level the weighted errors are summed: the heavier pull wins.
  @Test func weightsTradeOffWithinOneLevel() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x - 10, .equal, strength: .optional(500), weight: 3))
    try solver.add(Constraint(x - 20, .equal, strength: .optional(500), weight: 2))
    #expect(solver.value(of: x) == 10)
    try solver.add(Constraint(x - 20, .equal, strength: .optional(500), weight: 2))
    #expect(solver.value(of: x) == 20)
    expectConsistent(solver)
  }

  /// The classic width example: `width == 120 @250` against `width == 75 @750`.
  @Test func higherPriorityWinsEntirely() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(Constraint(width - 120, .equal, strength: .optional(250)))
    try solver.add(Constraint(width - 75, .equal, strength: .optional(750)))
    #expect(solver.value(of: width) == 75)
  }

  @Test func invalidStrengthsAreRejected() throws {
    let solver = Solver()
    let x = Variable("x")
    for level in [0.0, -1, .nan, .infinity] {
      let constraint = Constraint(Expression(x), .equal, strength: .optional(level))
      #expect(throws: SolverError.self) { try solver.add(constraint) }
      #expect(throws: SolverError.self) {
        try solver.addEditVariable(x, strength: .optional(level))
      }
    }
    let weightless = Constraint(Expression(x), .equal, strength: .optional(1), weight: 0)
    #expect(throws: SolverError.self) { try solver.add(weightless) }
    let nan = Constraint(Expression([Term(x, .nan)]), .equal)
    #expect(throws: SolverError.self) { try solver.add(nan) }
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(3, for: x)
    let before = solver.snapshot()
    #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
    #expect(solver.snapshot() == before)
    #expect(solver.value(of: x) == 3)
  }
}
