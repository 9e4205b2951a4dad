/// An edit variable: an optional `variable == constant` whose constant ``Solver/suggestValue(_:for:)``
/// moves.
struct EditRecord {
  let variable: Variable
  let constraint: Constraint
  var constant: Double
}

extension Solver {
  /// Makes `variable` an edit variable with an optional strength.
  ///
  /// The edit constraint starts at `value`, or at the variable's current value in this solver
  /// when `value` is `nil` (so adding an edit variable moves nothing by itself).
  ///
  /// - Throws: ``SolverError/requiredEditVariable(_:)`` for a required strength,
  ///   ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidStrength(_:)`` or
  ///   ``SolverError/nonFiniteValue(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength, value: Double? = nil)
    throws(SolverError)
  {
    guard case .optional(let level) = strength else { throw .requiredEditVariable(variable) }
    try validateLevel(level, context: "edit variable \(variable)")
    if let value, !value.isFinite {
      throw .nonFiniteValue("starting value \(value) of edit variable \(variable)")
    }
    if editIndex.value(for: variable.id) != nil { throw .duplicateEditVariable(variable) }
    let start = value ?? self.value(of: variable)
    let constraint = Constraint(
      Expression([Term(variable)], constant: -start), .equal, strength: strength)
    if variables.symbol(of: variable) == nil {
      // The row is just `variable = start + errorPlus - errorMinus`.
      insertWithNewVariable(constraint, terms: constraint.expression.terms, isEdit: true)
    } else {
      try insert(constraint, isEdit: true)
    }
    editIndex.insert(edits.count, for: variable.id)
    edits.append(EditRecord(variable: variable, constraint: constraint, constant: start))
  }

  /// Stops editing `variable` (its edit constraint is removed).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let position = editIndex.value(for: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    let edit = edits[position]
    guard let recordPosition = recordIndex.value(for: identityKey(edit.constraint)) else {
      throw .internalError("edit constraint of \(variable) is missing")
    }
    editIndex.remove(variable.id)
    let last = edits.removeLast()
    if position < edits.count {
      edits[position] = last
      editIndex.insert(position, for: last.variable.id)
    }
    try erase(recordAt: recordPosition)
  }

  /// Whether `variable` is an edit variable of this solver.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    editIndex.value(for: variable.id) != nil
  }

  /// Suggests a value for an edit variable; the solution follows at once (dual simplex).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    if !value.isFinite { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
    guard let position = editIndex.value(for: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    guard let recordPosition = recordIndex.value(for: identityKey(edits[position].constraint))
    else {
      throw .internalError("edit constraint of \(variable) is missing")
    }
    let delta = value - edits[position].constant
    edits[position].constant = value
    if delta == 0 { return }
    let plus = records[recordPosition].marker
    let minus = records[recordPosition].other
    // The edit row reads variable - constant = plus - minus: moving the constant by delta is the
    // same as shifting `plus` by delta in every row that holds it.
    tableau.shiftEdit(plus: plus, minus: minus, by: delta)
    try tableau.dualOptimize()
  }
}

extension Tableau {
  /// Moves the constant of an edit constraint (`variable - constant = plus - minus`) by `delta`:
  /// the same as shifting `plus` by `delta` in every row that holds it.
  mutating func shiftEdit(plus: Int32, minus: Int32, by delta: Double) {
    tracksInfeasibleRows = true
    defer { tracksInfeasibleRows = false }
    if isBasic(plus) {
      shiftConstant(ofRow: rowOf[Int(plus)], by: -delta)
    } else if isBasic(minus) {
      shiftConstant(ofRow: rowOf[Int(minus)], by: delta)
    } else {
      let span = columnSpans[Int(plus)]
      for index in Int(span.start)..<Int(span.start + span.count) {
        let entry = columnPool[index]
        shiftConstant(ofRow: entry.row, by: coefficient(at: entry) * delta)
      }
    }
  }

  @inline(__always)
  private mutating func shiftConstant(ofRow slot: Int32, by delta: Double) {
    rowHeaders[Int(slot)].constant = cancellingSum(rowHeaders[Int(slot)].constant, delta)
    noteIfInfeasible(slot)
  }
}
