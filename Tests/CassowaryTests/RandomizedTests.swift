import Basics
import Testing

@testable import Cassowary

/// Randomized checks against an independent dense LP, with seeded splitmix64 streams.
@Suite struct RandomizedTests {
  /// Adds random constraints one by one, then an edit variable, then removes everything; after
  /// every step checks the invariants, the residuals of required constraints, every rejection and
  /// its explanation, the lexicographic optimum level by level and the ambiguity answers.
  @Test(arguments: 1...40)
  func randomSystemsMatchTheDenseLP(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let system = RandomSystem(variableCount: 3 + rng.below(4))
    let solver = Solver()
    var accepted: [RandomSystem.Spec] = []
    var acceptedConstraints: [Constraint] = []
    for _ in 0..<(5 + rng.below(6)) {
      let spec = RandomSystem.randomSpec(
        &rng, variableCount: system.variables.count, requiredShare: 0.5)
      let constraint = system.makeConstraint(spec)
      let before = solver.snapshot()
      switch addResult(solver, constraint) {
      case nil:
        accepted.append(spec)
        acceptedConstraints.append(constraint)
        #expect(system.requiredFeasible(accepted), "accepted an infeasible constraint")
      case .unsatisfiable(let rejected, let conflicts):
        #expect(rejected === constraint)
        #expect(solver.snapshot() == before, "rejection changed the state")
        #expect(!system.requiredFeasible(accepted + [spec]), "rejected a feasible constraint")
        checkExplanation(
          conflicts, rejected: spec, accepted: accepted, constraints: acceptedConstraints, system)
      case let error?:
        Issue.record("unexpected error \(error)")
      }
      expectConsistent(solver)
      checkRequired(accepted, system, solver)
    }
    checkOptimum(accepted, system, solver)

    // An edit variable joins the middle level and moves around.
    let edited = system.variables[0]
    try solver.addEditVariable(edited, strength: .optional(251))
    for _ in 0..<3 {
      let value = Double(rng.below(41) - 20)
      try solver.suggestValue(value, for: edited)
      expectConsistent(solver)
      checkRequired(accepted, system, solver)
      let edit = RandomSystem.Spec(
        terms: [(0, 1)], constant: -value, relation: .equal, level: 251, weight: 1)
      checkOptimum(accepted + [edit], system, solver)
    }
    try solver.removeEditVariable(edited)

    // Remove everything in a random order.
    var order = Array(accepted.indices)
    order.shuffle(using: &rng)
    var remaining = Set(accepted.indices)
    for (step, index) in order.enumerated() {
      try solver.remove(acceptedConstraints[index])
      remaining.remove(index)
      expectConsistent(solver)
      let left = remaining.sorted().map { accepted[$0] }
      checkRequired(left, system, solver)
      if step % 2 == 0 { checkOptimum(left, system, solver) }
    }
    #expect(solver.snapshot() == Solver().snapshot())
  }

  /// Adding a constraint and removing it again restores the optimum: the same error at every
  /// level, and the same value for every variable the optimum determines.
  @Test(arguments: 1...30)
  func addThenRemoveRestoresTheOptimum(seed: UInt64) throws {
    var rng = SplitMix64(seed: 1000 + seed)
    let system = RandomSystem(variableCount: 3 + rng.below(3))
    let solver = Solver()
    var accepted: [RandomSystem.Spec] = []
    for _ in 0..<6 {
      let spec = RandomSystem.randomSpec(
        &rng, variableCount: system.variables.count, requiredShare: 0.4)
      if (try? solver.add(system.makeConstraint(spec))) != nil { accepted.append(spec) }
    }
    guard let optimum = system.lexicographicOptimum(accepted) else { return }
    let errors = system.levelErrors(accepted, solver)
    let values = system.variables.map { solver.value(of: $0) }
    for _ in 0..<4 {
      let spec = RandomSystem.randomSpec(
        &rng, variableCount: system.variables.count, requiredShare: 0.5)
      let extra = system.makeConstraint(spec)
      guard (try? solver.add(extra)) != nil else { continue }
      try solver.remove(extra)
      expectConsistent(solver)
      for (a, b) in zip(system.levelErrors(accepted, solver), errors) {
        #expect(close(a, b, 1e-7), "level error changed: \(a) vs \(b)")
      }
      for (index, range) in optimum.ranges.enumerated() where range.1 - range.0 < 1e-7 {
        #expect(close(solver.value(of: system.variables[index]), values[index], 1e-7))
      }
    }
  }

  /// The same constraints added in two orders give the same optimum.
  @Test(arguments: 1...30)
  func orderDoesNotChangeTheOptimum(seed: UInt64) throws {
    var rng = SplitMix64(seed: 2000 + seed)
    let count = 3 + rng.below(4)
    // Required constraints hold at a hidden integer point, so every order accepts all of them.
    let point = (0..<count).map { _ in Double(rng.below(21) - 10) }
    var specs: [RandomSystem.Spec] = []
    for _ in 0..<(6 + rng.below(5)) {
      var spec = RandomSystem.randomSpec(&rng, variableCount: count, requiredShare: 0.4)
      if spec.level == nil {
        let atPoint = spec.terms.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
        let slack = Double(rng.below(4))
        switch spec.relation {
        case .equal: spec.constant = -atPoint
        case .greaterThanOrEqual: spec.constant = -atPoint + slack
        case .lessThanOrEqual: spec.constant = -atPoint - slack
        }
      }
      specs.append(spec)
    }
    let first = RandomSystem(variableCount: count)
    let solverA = Solver()
    for spec in specs { try solverA.add(first.makeConstraint(spec)) }
    let second = RandomSystem(variableCount: count)
    let solverB = Solver()
    var shuffled = specs
    shuffled.shuffle(using: &rng)
    for spec in shuffled { try solverB.add(second.makeConstraint(spec)) }
    expectConsistent(solverA)
    expectConsistent(solverB)
    for (a, b) in zip(first.levelErrors(specs, solverA), second.levelErrors(specs, solverB)) {
      #expect(close(a, b, 1e-7), "level errors differ: \(a) vs \(b)")
    }
    guard let optimum = first.lexicographicOptimum(specs) else { return }
    for (index, range) in optimum.ranges.enumerated() where range.1 - range.0 < 1e-7 {
      let a = solverA.value(of: first.variables[index])
      let b = solverB.value(of: second.variables[index])
      #expect(close(a, b, 1e-7))
    }
  }

  /// The same operations in the same order give bit-identical internal states.
  @Test(arguments: 1...10)
  func sameOperationsGiveIdenticalStates(seed: UInt64) throws {
    var rng = SplitMix64(seed: 3000 + seed)
    let system = RandomSystem(variableCount: 5)
    var constraints: [Constraint] = []
    for _ in 0..<12 {
      let spec = RandomSystem.randomSpec(&rng, variableCount: 5, requiredShare: 0.5)
      constraints.append(system.makeConstraint(spec))
    }
    func run() -> Solver {
      let solver = Solver()
      for constraint in constraints { try? solver.add(constraint) }
      try? solver.addEditVariable(system.variables[1], strength: .optional(750))
      try? solver.suggestValue(7.5, for: system.variables[1])
      for constraint in constraints.prefix(4) { try? solver.remove(constraint) }
      try? solver.suggestValue(-3, for: system.variables[1])
      return solver
    }
    #expect(run().snapshot() == run().snapshot())
  }

  // MARK: checks

  /// The error of adding `constraint`, or `nil` when it was accepted.
  private func addResult(_ solver: Solver, _ constraint: Constraint) -> SolverError? {
    do {
      try solver.add(constraint)
      return nil
    } catch {
      return error
    }
  }

  private func checkRequired(_ specs: [RandomSystem.Spec], _ system: RandomSystem, _ solver: Solver)
  {
    for spec in specs where spec.level == nil {
      let scale = spec.terms.reduce(abs(spec.constant)) {
        $0 + abs($1.coefficient * solver.value(of: system.variables[$1.variable]))
      }
      #expect(
        system.violation(spec, solver) <= 1e-9 * max(1, scale), "required constraint violated")
    }
  }

  private func checkOptimum(_ specs: [RandomSystem.Spec], _ system: RandomSystem, _ solver: Solver)
  {
    guard let optimum = system.lexicographicOptimum(specs) else {
      Issue.record("the dense LP found no optimum")
      return
    }
    for (ours, best) in zip(system.levelErrors(specs, solver), optimum.levels) {
      #expect(abs(ours - best) <= 1e-7 * max(1, abs(best)), "level error \(ours), optimum \(best)")
    }
    for (index, range) in optimum.ranges.enumerated() {
      let width = range.1 - range.0
      let unique = solver.isUniquelyDetermined(system.variables[index])
      if width < 1e-6 {
        #expect(unique, "x\(index) is fixed by the optimum but reported ambiguous")
      } else if width > 1e-3 {
        #expect(!unique, "x\(index) ranges over \(range) but reported determined")
      }
    }
  }

  private func checkExplanation(
    _ conflicts: [Constraint], rejected: RandomSystem.Spec, accepted: [RandomSystem.Spec],
    constraints: [Constraint], _ system: RandomSystem
  ) {
    var specs: [RandomSystem.Spec] = []
    for conflict in conflicts {
      guard let index = constraints.firstIndex(where: { $0 === conflict }) else {
        Issue.record("explanation names a constraint that is not present")
        return
      }
      #expect(accepted[index].level == nil, "explanation names an optional constraint")
      specs.append(accepted[index])
    }
    #expect(!system.requiredFeasible(specs + [rejected]), "explanation is not infeasible")
    for index in specs.indices {
      var fewer = specs
      fewer.remove(at: index)
      #expect(system.requiredFeasible(fewer + [rejected]), "explanation is not minimal")
    }
  }
}
