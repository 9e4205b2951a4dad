/// An incremental Cassowary constraint solver with strictly ordered optional levels.
///
/// Add and remove linear constraints, mark variables as edit variables and suggest values for
/// them; after every change the solution is available through ``value(of:)`` (O(1)) or written
/// into the variables by ``updateVariables()``.
///
/// Optional constraints are satisfied lexicographically by level: the objective is a vector with
/// one component per level in use, compared from the strongest level down, so no number of weaker
/// constraints outweighs a stronger one. Errors within one level are summed with their weights.
///
/// Every failing operation throws a ``SolverError`` and leaves the solver exactly as it was.
/// Results are deterministic: the same operations in the same order give bit-identical values.
public final class Solver {
  // Release builds skip the run-time exclusivity checks of these properties (each public call
  // touches them several times); debug builds, where the tests run, keep them.
  #if DEBUG
    var tableau = Tableau()
    var variables = VariableRegistry()
    var records: [ConstraintRecord] = []
    var recordIndex = IntMap<Int>()
    /// Record index owning each marker symbol (dense by symbol), or -1.
    var owner: [Int32] = []
    var edits: [EditRecord] = []
    var editIndex = IntMap<Int>()
    /// Scratch space of `insert` for the terms of a new row in symbols (reused between adds).
    var symbolTermBuffer: [(symbol: Int32, coefficient: Double)] = []
  #else
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var variables = VariableRegistry()
    @exclusivity(unchecked) var records: [ConstraintRecord] = []
    @exclusivity(unchecked) var recordIndex = IntMap<Int>()
    @exclusivity(unchecked) var owner: [Int32] = []
    @exclusivity(unchecked) var edits: [EditRecord] = []
    @exclusivity(unchecked) var editIndex = IntMap<Int>()
    @exclusivity(unchecked) var symbolTermBuffer: [(symbol: Int32, coefficient: Double)] = []
  #endif
  var nextSerial = 0
  /// Whether rejected constraints are explained with a minimal conflicting set.
  let explainsConflicts: Bool

  /// Creates an empty solver.
  public convenience init() {
    self.init(explainsConflicts: true)
  }

  init(explainsConflicts: Bool) {
    self.explainsConflicts = explainsConflicts
    // Room for a small system up front (see `Tableau.init(reservingSymbols:rows:)`).
    tableau = Tableau(reservingSymbols: 64, rows: 32)
    variables = VariableRegistry(capacity: 64)
    records.reserveCapacity(64)
    recordIndex = IntMap(capacity: 64)
    owner = Array(repeating: -1, count: 64)
    edits.reserveCapacity(4)
    editIndex = IntMap(capacity: 4)
  }

  // MARK: constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:conflictingWith:)`` when a required constraint cannot
  ///   hold with the required constraints present (the solver is then unchanged),
  ///   ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)`` or
  ///   ``SolverError/invalidStrength(_:)``.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try validate(constraint)
    if recordIndex.value(for: identityKey(constraint)) != nil {
      throw .duplicateConstraint(constraint)
    }
    try insert(constraint)
  }

  /// Removes a constraint added earlier.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not hold it.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let position = recordIndex.value(for: identityKey(constraint)),
      !records[position].isEdit
    else {
      throw .unknownConstraint(constraint)
    }
    try erase(recordAt: position)
  }

  /// Whether the solver holds `constraint`.
  public func contains(_ constraint: Constraint) -> Bool {
    guard let position = recordIndex.value(for: identityKey(constraint)) else { return false }
    return !records[position].isEdit
  }

  // MARK: values

  /// The value of `variable` in the current solution; 0 for a variable the solver does not know.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = variables.symbol(of: variable) else { return 0 }
    return tableau.value(of: symbol)
  }

  /// Writes the current solution into ``Variable/value`` of every variable the solver knows.
  public func updateVariables() {
    for entry in variables.entries {
      entry.variable.value = tableau.value(of: entry.symbol)
    }
  }

  /// How many simplex pivots the solver has made so far (a diagnostic for benchmarks).
  public var statistics: SolverStatistics {
    SolverStatistics(primalPivots: tableau.primalPivots, dualPivots: tableau.dualPivots)
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    tableau = Tableau(reservingSymbols: 64, rows: 32)
    variables = VariableRegistry(capacity: 64)
    records = []
    recordIndex = IntMap(capacity: 64)
    owner = Array(repeating: -1, count: 64)
    edits = []
    editIndex = IntMap(capacity: 4)
    nextSerial = 0
  }

  // MARK: validation

  func validate(_ constraint: Constraint) throws(SolverError) {
    if !constraint.expression.constant.isFinite {
      throw .nonFiniteValue("constant \(constraint.expression.constant) in [\(constraint)]")
    }
    for term in constraint.expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteValue(
        "coefficient \(term.coefficient) of \(term.variable) in [\(constraint)]")
    }
    if case .optional(let level) = constraint.strength {
      if !(level.isFinite && level > 0) {
        throw .invalidStrength("optional level \(level) of [\(constraint)] must be finite and > 0")
      }
      if !(constraint.weight.isFinite && constraint.weight > 0) {
        throw .invalidStrength(
          "weight \(constraint.weight) of [\(constraint)] must be finite and > 0")
      }
    }
  }

  /// `context` is only built for the error message (formatting it costs more than the check).
  func validateLevel(_ level: Double, context: @autoclosure () -> String) throws(SolverError) {
    if !(level.isFinite && level > 0) {
      throw .invalidStrength("optional level \(level) of \(context()) must be finite and > 0")
    }
  }
}

/// Work counters of a solver.
public struct SolverStatistics: Sendable, Equatable {
  /// Pivots of the primal simplex (adding and removing constraints, feasibility tests).
  public var primalPivots: Int
  /// Pivots of the dual simplex (suggested values).
  public var dualPivots: Int
}
