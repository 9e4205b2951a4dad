/// Relative size of the residual below which a required constraint counts as satisfiable.
let feasibilityTolerance = 1e-9

extension Solver {
  /// How a new row gets into the tableau.
  enum Entry {
    /// Solve the row for this (nonbasic) symbol.
    case subject(Int32)
    /// Solve the row for the constraint's marker.
    case marker
    /// Solve the row for its second error symbol.
    case other
    /// The row holds only fixed symbols and a non-zero constant: the constraint cannot hold.
    case contradiction
    /// No symbol can take the row without a feasibility test.
    case artificial
  }

  /// The variables of an expression with their summed coefficients (first-appearance order),
  /// without the ones whose coefficients cancel. An expression with no repeated variable and no
  /// zero coefficient is returned as it is (its storage shared, nothing allocated).
  func combinedTerms(_ expression: Expression) -> [Term] {
    let terms = expression.terms
    if terms.count <= 16 && Self.isCombined(terms) { return terms }
    var result: [Term] = []
    result.reserveCapacity(terms.count)
    var magnitudes: [Double] = []
    magnitudes.reserveCapacity(terms.count)
    if terms.count <= 16 {
      // Small expressions: a linear search is cheaper than hashing.
      for term in terms {
        if let position = result.firstIndex(where: { $0.variable === term.variable }) {
          result[position].coefficient += term.coefficient
          magnitudes[position] = max(magnitudes[position], abs(term.coefficient))
        } else {
          result.append(term)
          magnitudes.append(abs(term.coefficient))
        }
      }
    } else {
      var positions = IntMap<Int>()
      for term in terms {
        if let position = positions.value(for: term.variable.id) {
          magnitudes[position] = max(magnitudes[position], abs(term.coefficient))
          result[position].coefficient += term.coefficient
        } else {
          positions.insert(result.count, for: term.variable.id)
          result.append(term)
          magnitudes.append(abs(term.coefficient))
        }
      }
    }
    var kept: [Term] = []
    kept.reserveCapacity(result.count)
    for index in result.indices
    where abs(result[index].coefficient) > cancellationTolerance * magnitudes[index] {
      kept.append(result[index])
    }
    return kept
  }

  /// Whether a short list of terms names no variable twice and has no zero coefficient.
  @inline(__always)
  static func isCombined(_ terms: [Term]) -> Bool {
    for index in terms.indices {
      if terms[index].coefficient == 0 { return false }
      for earlier in 0..<index where terms[earlier].variable === terms[index].variable {
        return false
      }
    }
    return true
  }

  /// Adds a validated constraint that the solver does not hold yet; `constant`, when given, is
  /// used instead of the expression's (the moved constant of an edit constraint).
  @discardableResult
  func insert(_ constraint: Constraint, isEdit: Bool = false, constant: Double? = nil)
    throws(SolverError) -> Int
  {
    let terms = combinedTerms(constraint.expression)
    let constant = constant ?? constraint.expression.constant
    if terms.count == 1 && variables.symbol(of: terms[0].variable) == nil {
      return insertWithNewVariable(constraint, terms: terms, isEdit: isEdit, constant: constant)
    }
    // The buffer of the previous add is reused: no allocation per add once it is big enough.
    var symbolTerms = symbolTermBuffer
    symbolTermBuffer = []
    symbolTerms.removeAll(keepingCapacity: true)
    symbolTerms.reserveCapacity(terms.count)
    for term in terms {
      symbolTerms.append((variables.retain(term.variable, tableau: &tableau), term.coefficient))
    }
    var row = tableau.expand(symbolTerms, constant: constant)
    symbolTermBuffer = symbolTerms
    let shape = RowShape(constraint)
    let entry = chooseEntry(row, shape: shape, weight: constraint.weight)

    switch entry {
    case .contradiction:
      for term in terms { variables.undoRetain(term.variable) }
      let conflicts = farkasConstraints(symbols: row.symbols, coefficients: row.coefficients)
      throw .unsatisfiable(constraint, conflictingWith: explain(constraint, candidates: conflicts))
    case .artificial:
      tableau.beginJournal()
      let (marker, other) = allocateMarkers(shape)
      let satisfiable: Bool
      let certificate: (symbols: [Int32], coefficients: [Double])
      do {
        (satisfiable, certificate) = try addWithArtificialVariable(
          row, shape: shape, marker: marker, other: other)
      } catch {
        tableau.discardArtificialLevel()
        tableau.rollBack()
        for term in terms { variables.undoRetain(term.variable) }
        throw error
      }
      if !satisfiable {
        for term in terms { variables.undoRetain(term.variable) }
        let conflicts = farkasConstraints(
          symbols: certificate.symbols, coefficients: certificate.coefficients)
        throw .unsatisfiable(
          constraint, conflictingWith: explain(constraint, candidates: conflicts))
      }
      let position = record(
        constraint, terms: terms, shape: shape, marker: marker, other: other, isEdit: isEdit)
      try tableau.optimize()
      return position
    case .subject, .marker, .other:
      let (marker, other) = allocateMarkers(shape)
      enterErrors(of: constraint, shape: shape, marker: marker, other: other)
      let subject: Int32
      switch entry {
      case .subject(let symbol): subject = symbol
      case .marker: subject = marker
      default: subject = other
      }
      row.appendMarkers(shape, marker: marker, other: other)
      // Solve `0 = constant + Σ c·s` for the subject.
      let position = row.symbols.firstIndex(of: subject)!
      let factor = -1 / row.coefficients[position]
      row.symbols.remove(at: position)
      row.coefficients.remove(at: position)
      for index in row.coefficients.indices { row.coefficients[index] *= factor }
      compressMarkers(&row)
      let slot = tableau.insertRow(
        basic: subject, constant: row.constant * factor, symbols: row.symbols,
        coefficients: row.coefficients)
      tableau.recycle(&row)
      tableau.substitute(subject, withRowAt: slot)
      let recordPosition = record(
        constraint, terms: terms, shape: shape, marker: marker, other: other, isEdit: isEdit)
      try tableau.optimize()
      return recordPosition
    }
  }

  /// Adds a constraint on a single variable the solver does not know yet. The row is solved for
  /// that variable, which occurs nowhere else, and the constraint's own errors join the objective
  /// at a positive cost: nothing needs substituting and the optimum is kept. (The general path
  /// builds the same row and then finds nothing to do.)
  @discardableResult
  func insertWithNewVariable(
    _ constraint: Constraint, terms: [Term], isEdit: Bool, constant: Double? = nil
  ) -> Int {
    let symbol = variables.retain(terms[0].variable, tableau: &tableau)
    let shape = RowShape(constraint)
    let (marker, other) = allocateMarkers(shape)
    enterErrors(of: constraint, shape: shape, marker: marker, other: other)
    // 0 = a·x + constant + Σ markers  ⇒  x = -(constant + Σ markers) / a.
    let factor = -1 / terms[0].coefficient
    tableau.insertMarkerRow(
      basic: symbol, constant: (constant ?? constraint.expression.constant) * factor,
      marker: marker, shape.markerCoefficient * factor,
      other: other, shape.otherCoefficient * factor)
    return record(
      constraint, terms: terms, shape: shape, marker: marker, other: other, isEdit: isEdit)
  }

  /// Picks how the row enters the tableau, before any symbol is created: an external variable if
  /// there is one, else the marker or the other error when solving for it keeps the row feasible.
  func chooseEntry(_ row: ExpandedRow, shape: RowShape, weight: Double) -> Entry {
    for symbol in row.symbols where tableau.kind(symbol) == .external {
      return .subject(symbol)
    }
    if row.constant == 0 {
      // The constraint holds already: an inequality's slack takes the row at zero; an equality
      // goes to a symbol chosen so that the optimum is kept.
      if shape.markerKind == .slack { return .marker }
      if let entry = holdingEqualityEntry(row, shape: shape, weight: weight) { return entry }
    }
    let sign: Double = row.constant < 0 ? -1 : 1
    if shape.markerKind.isRestricted && shape.markerCoefficient * sign < 0 { return .marker }
    if shape.hasOther && shape.otherCoefficient * sign < 0 { return .other }
    let onlyFixed = row.symbols.allSatisfy { tableau.kind($0) == .dummy }
    if onlyFixed && shape.markerKind == .dummy && !shape.hasOther {
      if abs(row.constant) <= feasibilityTolerance * row.magnitude { return .marker }
      return .contradiction
    }
    return .artificial
  }

  /// Replaces the markers of required equalities in a new row, when there are several and the
  /// rest of the row is variables (a layout of required equalities, whole or hanging from free
  /// variables), by one composite marker standing for them, where the first of them was. Rows
  /// with slacks or errors keep their markers: the simplex rewrites those rows, and taking a
  /// marker out of composites spread by its pivots costs more than the markers.
  func compressMarkers(_ row: inout ExpandedRow) {
    if tableau.journal.isActive { return }
    var markers: [Int32] = []
    var weights: [Double] = []
    for index in row.symbols.indices {
      switch tableau.kind(row.symbols[index]) {
      case .dummy:
        markers.append(row.symbols[index])
        weights.append(row.coefficients[index])
      case .external: continue
      default: return
      }
    }
    if markers.count < 2 { return }
    let composite = tableau.makeComposite(symbols: markers, coefficients: weights)
    var kept = 0
    var placed = false
    for index in row.symbols.indices {
      if tableau.kind(row.symbols[index]) == .dummy && row.symbols[index] != composite {
        if placed { continue }
        placed = true
        row.symbols[kept] = composite
        row.coefficients[kept] = 1
      } else {
        row.symbols[kept] = row.symbols[index]
        row.coefficients[kept] = row.coefficients[index]
      }
      kept += 1
    }
    row.symbols.removeLast(row.symbols.count - kept)
    row.coefficients.removeLast(row.coefficients.count - kept)
  }

  /// Counts an optional constraint in its priority level and puts its error symbols (a marker
  /// that is an error, and the other symbol when there is one) into that level's objective at
  /// the constraint's weight. Required constraints have no level and nothing to enter.
  func enterErrors(of constraint: Constraint, shape: RowShape, marker: Int32, other: Int32) {
    guard let priority = shape.priority else { return }
    let level = tableau.levelIndexCreating(priority)
    tableau.levels[level].users += 1
    tableau.levels[level].scale = max(tableau.levels[level].scale, constraint.weight)
    if tableau.kind(marker) == .error {
      tableau.addToObjective(level: level, symbol: marker, delta: constraint.weight)
    }
    if other >= 0 {
      tableau.addToObjective(level: level, symbol: other, delta: constraint.weight)
    }
  }

  func allocateMarkers(_ shape: RowShape) -> (marker: Int32, other: Int32) {
    let marker = tableau.allocateSymbol(shape.markerKind)
    let other = shape.hasOther ? tableau.allocateSymbol(.error) : -1
    return (marker, other)
  }

  /// Adds a required row through an artificial variable and tests whether it can reach zero.
  /// Runs inside a journal; on success the journal is committed and the row kept.
  /// Returns whether the constraint is satisfiable and, if not, the Farkas certificate's symbols
  /// with their coefficients.
  func addWithArtificialVariable(_ row: ExpandedRow, shape: RowShape, marker: Int32, other: Int32)
    throws(SolverError) -> (Bool, (symbols: [Int32], coefficients: [Double]))
  {
    var complete = row
    complete.appendMarkers(shape, marker: marker, other: other)
    var (symbols, coefficients, constant) = (
      complete.symbols, complete.coefficients, complete.constant
    )
    if constant < 0 {
      constant = -constant
      for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }
    let artificialSymbol = tableau.allocateSymbol(.slack)
    _ = tableau.insertRow(
      basic: artificialSymbol, constant: constant, symbols: symbols, coefficients: coefficients)
    tableau.startArtificialObjective(
      constant: constant, magnitude: max(constant, row.magnitude), symbols: symbols,
      coefficients: coefficients)
    try tableau.optimize(artificialOnly: true)
    let residual = tableau.artificial!.constant
    let scale = tableau.artificial!.magnitude
    if residual > feasibilityTolerance * scale {
      let certificate = tableau.artificial!.members.filter {
        abs(tableau.artificial!.coefficients[Int($0)]) > 1e-11 * max(1, tableau.artificial!.scale)
      }
      let coefficients = certificate.map { tableau.artificial!.coefficients[Int($0)] }
      tableau.discardArtificialLevel()
      tableau.rollBack()
      return (false, (certificate, coefficients))
    }
    tableau.discardArtificialLevel()
    tableau.commitJournal()
    removeArtificial(artificialSymbol)
    return (true, ([], []))
  }

  /// Takes the (zero-valued) artificial variable out of the tableau.
  func removeArtificial(_ symbol: Int32) {
    let slot = tableau.rowOf[Int(symbol)]
    if slot >= 0 {
      var best = -1
      var bestMagnitude = 0.0
      for (index, cell) in zip(0..., tableau.cells(ofRow: slot))
      where tableau.kind(cell.symbol) != .dummy && abs(cell.coefficient) > bestMagnitude {
        best = index
        bestMagnitude = abs(cell.coefficient)
      }
      if best < 0 {
        tableau.releaseRow(slot)
      } else {
        tableau.pivot(row: slot, cell: best)
      }
    }
    tableau.purge(symbol)
    tableau.freeSymbol(symbol)
  }

  /// Stores the record of a constraint that is now in the tableau.
  @discardableResult
  func record(
    _ constraint: Constraint, terms: [Term], shape: RowShape,
    marker: Int32, other: Int32, isEdit: Bool
  ) -> Int {
    let position = records.count
    records.append(
      ConstraintRecord(
        constraint: constraint, variables: terms, marker: marker, other: other,
        priority: shape.priority, weight: constraint.weight, serial: nextSerial, isEdit: isEdit))
    nextSerial += 1
    recordIndex.insert(position, for: identityKey(constraint))
    setOwner(of: marker, to: Int32(position))
    if other >= 0 { setOwner(of: other, to: Int32(position)) }
    return position
  }

  func setOwner(of symbol: Int32, to position: Int32) {
    if owner.count <= Int(symbol) {
      let target = max(Int(symbol) + 1, 2 * owner.count, 64)
      owner.append(contentsOf: repeatElement(-1, count: target - owner.count))
    }
    owner[Int(symbol)] = position
  }
}

extension ExpandedRow {
  /// Appends the marker and error cells of a constraint of the given shape.
  mutating func appendMarkers(_ shape: RowShape, marker: Int32, other: Int32) {
    symbols.append(marker)
    coefficients.append(shape.markerCoefficient)
    if other >= 0 {
      symbols.append(other)
      coefficients.append(shape.otherCoefficient)
    }
  }
}

/// The symbols a constraint adds to its row, by relation and strength.
struct RowShape {
  var markerKind: SymbolKind
  var markerCoefficient: Double
  var hasOther: Bool
  var otherCoefficient: Double
  var priority: Double?

  init(_ constraint: Constraint) {
    priority = constraint.strength.level
    let optional = priority != nil
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expr <= 0  ⇔  expr + slack = 0;  expr >= 0  ⇔  expr - slack = 0 (slack >= 0).
      // An optional inequality also gets an error that relaxes it: expr ∓ slack ± error = 0.
      let slackCoefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      markerKind = .slack
      markerCoefficient = slackCoefficient
      hasOther = optional
      otherCoefficient = -slackCoefficient
    case .equal:
      if optional {
        // expr = errorPlus - errorMinus.
        markerKind = .error
        markerCoefficient = -1
        hasOther = true
        otherCoefficient = 1
      } else {
        markerKind = .dummy
        markerCoefficient = 1
        hasOther = false
        otherCoefficient = 0
      }
    }
  }
}
