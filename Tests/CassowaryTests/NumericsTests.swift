import Basics
import Testing

@testable import Cassowary

/// The classic add/delete workload (random required constraints over weak stays), generated as
/// the benchmark README describes: feasible constants must never be rejected, rejections of the
/// raw constants must be genuine, and decisions must not depend on the scale of the data.
@Suite struct NumericsTests {
  struct AddDel {
    var stays: [(variable: Int, value: Double)] = []
    typealias Spec = (
      terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation
    )
    var constraints: [Spec] = []

    /// splitmix64 seed 123456789; per constraint: count, constant, (coefficient, variable)...,
    /// then whether it is an inequality.
    init(size n: Int, feasible: Bool) {
      var rng = SplitMix64(seed: 123_456_789)
      for i in 0..<n { stays.append((i, Double(i))) }
      for _ in 0..<n {
        let count = Int(rng.uniform() * 3) + 1
        var constant = rng.uniform() * 20 - 10
        var terms: [(variable: Int, coefficient: Double)] = []
        for _ in 0..<count {
          let coefficient = rng.uniform() * 10 - 5
          let variable = Int(rng.uniform() * Double(n))
          if let index = terms.firstIndex(where: { $0.variable == variable }) {
            terms[index].coefficient += coefficient
          } else {
            terms.append((variable, coefficient))
          }
        }
        let inequality = rng.uniform() < 0.12
        if feasible {
          // Holds at x_i = i: the constant cancels the terms there (plus |c0| for >=).
          let atPoint = terms.reduce(0.0) { $0 + $1.coefficient * Double($1.variable) }
          constant = -atPoint + (inequality ? abs(constant) : 0)
        }
        constraints.append((terms, constant, inequality ? .greaterThanOrEqual : .equal))
      }
    }

    func make(_ variables: [Variable], scale: Double) -> [Constraint] {
      constraints.map { spec in
        Constraint(
          Expression(
            spec.terms.map { Term(variables[$0.variable], $0.coefficient * scale) },
            constant: spec.constant * scale), spec.relation)
      }
    }
  }

  /// Adds the stays and the random constraints; returns the indices of rejected constraints.
  private func run(
    _ workload: AddDel, scale: Double = 1,
    check: (Solver, Int, [Constraint], SolverError) -> Void = { _, _, _, _ in }
  ) throws -> (solver: Solver, constraints: [Constraint], rejected: [Int]) {
    let variables = workload.stays.map { Variable("x\($0.variable)") }
    let solver = Solver()
    for (variable, value) in workload.stays {
      try solver.add((variables[variable] == value) | .weak)
    }
    let constraints = workload.make(variables, scale: scale)
    var rejected: [Int] = []
    for (index, constraint) in constraints.enumerated() {
      do {
        try solver.add(constraint)
      } catch {
        rejected.append(index)
        check(solver, index, constraints, error)
      }
    }
    return (solver, constraints, rejected)
  }

  @Test func feasibleConstraintsAreAllAccepted() throws {
    let workload = AddDel(size: 150, feasible: true)
    let (solver, constraints, rejected) = try run(workload)
    #expect(rejected.isEmpty)
    expectConsistent(solver)
    for constraint in constraints {
      #expect(relativeResidual(constraint, solver) <= 1e-9)
    }
    // Removing them all leaves the stays alone: x_i = i again.
    for constraint in constraints { try solver.remove(constraint) }
    expectConsistent(solver)
  }

  @Test func rawRejectionsAreGenuineAndExplained() throws {
    let workload = AddDel(size: 150, feasible: false)
    var explained = 0
    let (solver, constraints, rejected) = try run(workload) { solver, index, all, error in
      guard case .unsatisfiable(let constraint, let conflicts) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(constraint === all[index])
      #expect(!conflicts.isEmpty)
      #expect(!lpFeasible(conflicts + [constraint]), "rejection of \(index) is not genuine")
      for drop in conflicts.indices {
        var fewer = conflicts
        fewer.remove(at: drop)
        #expect(lpFeasible(fewer + [constraint]), "explanation of \(index) is not minimal")
      }
      explained += 1
    }
    #expect(!rejected.isEmpty)
    #expect(explained == rejected.count)
    expectConsistent(solver)
    for (index, constraint) in constraints.enumerated() where !rejected.contains(index) {
      #expect(relativeResidual(constraint, solver) <= 1e-9)
    }
  }

  /// Multiplying every coefficient and constant by a power of ten changes no decision.
  @Test(arguments: [1e-6, 1e6])
  func decisionsDoNotDependOnScale(scale: Double) throws {
    let workload = AddDel(size: 120, feasible: false)
    let reference = try run(workload).rejected
    let scaled = try run(workload, scale: scale).rejected
    #expect(scaled == reference)
    let feasible = AddDel(size: 120, feasible: true)
    #expect(try run(feasible, scale: scale).rejected.isEmpty)
  }

  private func relativeResidual(_ constraint: Constraint, _ solver: Solver) -> Double {
    var value = constraint.expression.constant
    var scale = abs(value)
    for term in constraint.expression.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      value += product
      scale += abs(product)
    }
    let miss = constraint.relation == .equal ? abs(value) : max(0, -value)
    return miss / max(scale, 1e-300)
  }

  /// Whether required constraints can hold together, by the independent dense LP.
  private func lpFeasible(_ constraints: [Constraint]) -> Bool {
    var variables: [Variable] = []
    for constraint in constraints {
      for term in constraint.expression.terms
      where !variables.contains(where: { $0 === term.variable }) {
        variables.append(term.variable)
      }
    }
    var lp = DenseLP(variableCount: variables.count, freeCount: variables.count)
    for constraint in constraints {
      var row = Array(repeating: 0.0, count: variables.count)
      for term in constraint.expression.terms {
        row[variables.firstIndex { $0 === term.variable }!] += term.coefficient
      }
      let relation: DenseLP.Relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
      lp.add(row, relation, -constraint.expression.constant)
    }
    return lp.minimize(nil) != .infeasible
  }
}
