import Basics

@testable import Cassowary

/// Random small constraint systems with integer data, described independently of the solver so
/// that the dense LP can check the solver's answers.
struct RandomSystem {
  struct Spec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    /// `nil` for required.
    var level: Double?
    var weight: Double
  }

  static let levels: [Double] = [250, 251, 750]

  let variables: [Variable]
  var specs: [Spec] = []
  var constraints: [Constraint] = []

  init(variableCount: Int) {
    variables = (0..<variableCount).map { Variable("x\($0)") }
  }

  /// A random constraint; `requiredShare` of them are required.
  static func randomSpec(_ rng: inout SplitMix64, variableCount: Int, requiredShare: Double) -> Spec
  {
    let termCount = 1 + rng.below(3)
    var terms: [(variable: Int, coefficient: Double)] = []
    for _ in 0..<termCount {
      let variable = rng.below(variableCount)
      if terms.contains(where: { $0.variable == variable }) { continue }
      let magnitude = Double(1 + rng.below(3))
      terms.append((variable, rng.below(2) == 0 ? magnitude : -magnitude))
    }
    let constant = Double(rng.below(21) - 10)
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
    let required = rng.uniform() < requiredShare
    return Spec(
      terms: terms, constant: constant, relation: relation,
      level: required ? nil : levels[rng.below(levels.count)], weight: Double(1 + rng.below(3)))
  }

  func makeConstraint(_ spec: Spec) -> Constraint {
    let expression = Expression(
      spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant)
    if let level = spec.level {
      return Constraint(expression, spec.relation, strength: .optional(level), weight: spec.weight)
    }
    return Constraint(expression, spec.relation)
  }

  /// The value of a spec's expression at the solver's solution.
  func residual(_ spec: Spec, _ solver: Solver) -> Double {
    spec.terms.reduce(spec.constant) {
      $0 + $1.coefficient * solver.value(of: variables[$1.variable])
    }
  }

  /// How much a spec is violated at the solver's solution.
  func violation(_ spec: Spec, _ solver: Solver) -> Double {
    let value = residual(spec, solver)
    switch spec.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// Weighted error of each level (strongest first) at the solver's solution.
  func levelErrors(_ specs: [Spec], _ solver: Solver) -> [Double] {
    Self.levels.reversed().map { level in
      specs.filter { $0.level == level }.reduce(0) { $0 + $1.weight * violation($1, solver) }
    }
  }

  /// A dense LP over the variables plus one or two error columns per optional spec, with the
  /// required specs and the optional ones relaxed by their errors.
  func model(_ specs: [Spec]) -> (lp: DenseLP, errorColumns: [[Int]]) {
    let n = variables.count
    var errorColumns: [[Int]] = []
    var next = n
    for spec in specs {
      if spec.level == nil {
        errorColumns.append([])
      } else if spec.relation == .equal {
        errorColumns.append([next, next + 1])
        next += 2
      } else {
        errorColumns.append([next])
        next += 1
      }
    }
    var lp = DenseLP(variableCount: next, freeCount: n)
    for (index, spec) in specs.enumerated() {
      var row = Array(repeating: 0.0, count: next)
      for term in spec.terms { row[term.variable] += term.coefficient }
      let columns = errorColumns[index]
      switch spec.relation {
      case .equal:
        if columns.count == 2 {
          row[columns[0]] = -1
          row[columns[1]] = 1
        }
        lp.add(row, .equal, -spec.constant)
      case .greaterThanOrEqual:
        if let error = columns.first { row[error] = 1 }
        lp.add(row, .greaterOrEqual, -spec.constant)
      case .lessThanOrEqual:
        if let error = columns.first { row[error] = -1 }
        lp.add(row, .lessOrEqual, -spec.constant)
      }
    }
    return (lp, errorColumns)
  }

  /// Whether the required specs among `specs` can hold together (dense LP).
  func requiredFeasible(_ specs: [Spec]) -> Bool {
    model(specs.filter { $0.level == nil }).lp.minimize(nil) != .infeasible
  }

  /// The lexicographic optimum (strongest level first) by the dense LP, then the range of each
  /// variable over the optimal face.
  func lexicographicOptimum(_ specs: [Spec]) -> (levels: [Double], ranges: [(Double, Double)])? {
    var (lp, errorColumns) = model(specs)
    var optima: [Double] = []
    for level in Self.levels.reversed() {
      var objective = Array(repeating: 0.0, count: lp.variableCount)
      for (index, spec) in specs.enumerated() where spec.level == level {
        for column in errorColumns[index] { objective[column] = spec.weight }
      }
      guard case .optimal(let best) = lp.minimize(objective) else { return nil }
      optima.append(best)
      lp.add(objective, .lessOrEqual, best + 1e-9 * max(1, abs(best)))
    }
    var ranges: [(Double, Double)] = []
    for variable in variables.indices {
      var objective = Array(repeating: 0.0, count: lp.variableCount)
      objective[variable] = 1
      let low = lp.minimize(objective)
      objective[variable] = -1
      let high = lp.minimize(objective)
      switch (low, high) {
      case (.optimal(let a), .optimal(let b)): ranges.append((a, -b))
      default: ranges.append((-.infinity, .infinity))
      }
    }
    return (optima, ranges)
  }
}
