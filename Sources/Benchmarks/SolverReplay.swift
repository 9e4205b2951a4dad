import Cassowary
import Foundation

/// One replay of a system script on this package's solver.
enum SolverReplay {
  struct Result {
    var seconds: [Double]
    /// Primal and dual pivots per phase (diagnostic).
    var pivots: [(primal: Int, dual: Int)] = []
    var failedAdds = 0
    var internalErrors: [String] = []
    var checksum = 0.0
    var values: [Double] = []
    /// Largest relative residual of an accepted required constraint, after every phase.
    var worstViolation = 0.0
    /// Rejections confirmed by re-solving their explanation in a fresh solver (see `confirm`).
    var confirmedRejections = 0
  }

  private enum Prepared {
    case add(Int)
    case edit(Variable, Strength, Double)
    case round([(Variable, Double)])
    case remove(Int)
  }

  static func run(_ script: SystemScript) -> Result {
    let variables = script.variableNames.map { Variable($0) }
    var constraints = [Constraint?](repeating: nil, count: script.constraintIDCount)
    var phases: [[Prepared]] = []
    // Build every constraint object before any timing.
    for phase in script.phases {
      var prepared: [Prepared] = []
      prepared.reserveCapacity(phase.operations.count)
      for operation in phase.operations {
        switch operation {
        case .constraint(let id, let relation, let strength, let constant, let terms):
          let expression = Expression(
            terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
          let mapped = strictStrength(kiwi: strength)
          let kind: Relation =
            relation == "==" ? .equal : relation == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
          constraints[id] = Constraint(
            expression, kind, strength: mapped.strength, weight: mapped.weight)
          prepared.append(.add(id))
        case .edit(let variable, let strength):
          let mapped = strictStrength(kiwi: strength)
          prepared.append(.edit(variables[variable], mapped.strength, mapped.weight))
        case .round(let values):
          prepared.append(.round(values.map { (variables[$0.variable], $0.value) }))
        case .remove(let id):
          prepared.append(.remove(id))
        }
      }
      phases.append(prepared)
    }

    let solver = Solver()
    var result = Result(seconds: [])
    var present = [Bool](repeating: false, count: constraints.count)
    var failed = [Bool](repeating: false, count: constraints.count)
    var rejections: [(rejected: Constraint, conflicts: [Constraint])] = []
    let clock = ContinuousClock()
    for prepared in phases {
      let counts = solver.statistics
      let start = clock.now
      for operation in prepared {
        do {
          switch operation {
          case .add(let id):
            do {
              try solver.add(constraints[id]!)
              present[id] = true
            } catch .unsatisfiable(let rejected, let conflicts) {
              failed[id] = true
              result.failedAdds += 1
              rejections.append((rejected, conflicts))
            }
          case .edit(let variable, let strength, _):
            try solver.addEditVariable(variable, strength: strength)
          case .round(let values):
            for (variable, value) in values { try solver.suggestValue(value, for: variable) }
            solver.updateVariables()
          case .remove(let id):
            if !failed[id] {
              try solver.remove(constraints[id]!)
              present[id] = false
            }
          }
        } catch {
          result.internalErrors.append("\(error)")
        }
      }
      result.seconds.append((clock.now - start).seconds)
      // Untimed: every rejection of this phase is checked by re-solving.
      for (rejected, conflicts) in rejections where confirm(rejected, conflicts) {
        result.confirmedRejections += 1
      }
      rejections.removeAll()
      let after = solver.statistics
      result.pivots.append(
        (after.primalPivots - counts.primalPivots, after.dualPivots - counts.dualPivots))
      for (id, constraint) in constraints.enumerated() where present[id] {
        if let constraint, constraint.strength == .required {
          result.worstViolation = max(result.worstViolation, violation(constraint, in: solver))
        }
      }
    }
    solver.updateVariables()
    result.values = variables.map(\.value)
    result.checksum = result.values.reduce(0, +)
    return result
  }

  /// Re-solves a rejection in fresh solvers: the conflicting constraints alone (added in reverse
  /// order) hold, together with the rejected one they do not, and without any one of them they
  /// do again (the explanation is minimal).
  static func confirm(_ rejected: Constraint, _ conflicts: [Constraint]) -> Bool {
    func holds(_ constraints: [Constraint]) -> Bool {
      let solver = Solver()
      for constraint in constraints.reversed() {
        do { try solver.add(constraint) } catch { return false }
      }
      return true
    }
    guard !conflicts.isEmpty, holds(conflicts), !holds(conflicts + [rejected]) else { return false }
    for index in conflicts.indices {
      var fewer = conflicts
      fewer.remove(at: index)
      if !holds(fewer + [rejected]) { return false }
    }
    return true
  }

  /// How far a required constraint is from holding, relative to the size of its terms.
  static func violation(_ constraint: Constraint, in solver: Solver) -> Double {
    var value = constraint.expression.constant
    var scale = abs(value)
    for term in constraint.expression.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      value += product
      scale += abs(product)
    }
    let miss: Double
    switch constraint.relation {
    case .equal: miss = abs(value)
    case .greaterThanOrEqual: miss = max(0, -value)
    case .lessThanOrEqual: miss = max(0, value)
    }
    return miss / max(scale, 1e-300)
  }
}

extension SolverReplay.Result {
  /// Keeps, per phase, the faster of this replay's time and `other`'s.
  mutating func keepFastest(_ other: SolverReplay.Result) {
    for index in seconds.indices where index < other.seconds.count {
      seconds[index] = min(seconds[index], other.seconds[index])
    }
  }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
