/// Why a solver refused an operation. The solver is unchanged after any of these errors.
public enum SolverError: Error {
  /// A required constraint cannot hold together with the required constraints already present.
  ///
  /// `conflictingWith` is a minimal set of present required constraints that, together with the
  /// rejected one, cannot all hold: dropping any one of them (or the rejected one) would make the
  /// rest satisfiable. It is ordered by the order in which the constraints were added.
  case unsatisfiable(Constraint, conflictingWith: [Constraint])
  /// The constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint object is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Variable)
  /// The variable has no edit constraint.
  case unknownEditVariable(Variable)
  /// Edit variables must have an optional strength.
  case requiredEditVariable(Variable)
  /// A coefficient, constant, weight or suggested value is NaN or infinite; the text says which.
  case nonFiniteValue(String)
  /// An optional level or a weight is not a finite number greater than zero; the text says which.
  case invalidStrength(String)
  /// The solver detected an inconsistency in its own state (numerical breakdown).
  case internalError(String)
}

extension SolverError: Equatable {
  /// Errors are equal when they have the same case and the same objects (by identity).
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.unsatisfiable(let a, let aSet), .unsatisfiable(let b, let bSet)):
      return a === b && aSet.count == bSet.count && zip(aSet, bSet).allSatisfy { $0 === $1 }
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
      (.unknownConstraint(let a), .unknownConstraint(let b)):
      return a === b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
      (.unknownEditVariable(let a), .unknownEditVariable(let b)),
      (.requiredEditVariable(let a), .requiredEditVariable(let b)):
      return a === b
    case (.nonFiniteValue(let a), .nonFiniteValue(let b)),
      (.invalidStrength(let a), .invalidStrength(let b)),
      (.internalError(let a), .internalError(let b)):
      return a == b
    default:
      return false
    }
  }
}

extension SolverError: CustomStringConvertible {
  /// A one-line explanation naming the constraint or variable involved.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let others):
      let list = others.map { "[\($0)]" }.joined(separator: ", ")
      return "unsatisfiable constraint [\(constraint)] conflicts with \(list)"
    case .duplicateConstraint(let constraint):
      return "duplicate constraint [\(constraint)]"
    case .unknownConstraint(let constraint):
      return "unknown constraint [\(constraint)]"
    case .duplicateEditVariable(let variable):
      return "duplicate edit variable \(variable)"
    case .unknownEditVariable(let variable):
      return "unknown edit variable \(variable)"
    case .requiredEditVariable(let variable):
      return "edit variable \(variable) must have an optional strength"
    case .nonFiniteValue(let context):
      return "non-finite value: \(context)"
    case .invalidStrength(let context):
      return "invalid strength: \(context)"
    case .internalError(let context):
      return "internal solver error: \(context)"
    }
  }
}
