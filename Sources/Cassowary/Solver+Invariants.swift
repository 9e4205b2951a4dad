// Consistency checks and exact snapshots of the solver's internal state, for tests.

/// An exact, comparable picture of a solver's whole internal state (bit patterns for numbers).
struct SolverSnapshot: Equatable {
  struct CellState: Equatable {
    var symbol: Int32
    var link: Int32
    var coefficient: UInt64
  }
  struct RowState: Equatable {
    var basic: Int32
    var constant: UInt64
    var cells: [CellState]
  }
  struct LevelState: Equatable {
    var priority: UInt64
    var users: Int
    var scale: UInt64
    var constant: UInt64
    var magnitude: UInt64
    var coefficients: [UInt64]
    var members: [Int32]
    var memberIndex: [Int32]
  }
  struct RecordState: Equatable {
    /// The constraint's identity (edit constraints, which the solver makes, by their variable).
    var constraint: String
    var marker: Int32
    var other: Int32
    var serial: Int
  }

  var kinds: [UInt8]
  var rowOf: [Int32]
  var columns: [[Int64]]
  var freeSymbols: [Int32]
  var rows: [RowState]
  var freeRows: [Int32]
  var levels: [LevelState]
  var variables: [String]
  var records: [RecordState]
  /// Owned symbols as `symbol << 32 | record`.
  var owner: [Int64]
  var edits: [String]
  var nextSerial: Int
  /// Composite markers as `symbol: rank: symbol×coefficient bits…`.
  var composites: [String]
}

extension Solver {
  /// Captures the whole internal state exactly.
  func snapshot() -> SolverSnapshot {
    let t = tableau
    return SolverSnapshot(
      kinds: t.kinds.map(\.rawValue),
      rowOf: t.rowOf,
      columns: (0..<t.symbolCapacity).map { symbol in
        t.column(Int32(symbol)).map { Int64($0.row) << 32 | Int64($0.cell) }
      },
      freeSymbols: t.freeSymbols,
      rows: (0..<t.rowSlotCount).map { slot in
        SolverSnapshot.RowState(
          basic: t.basic(ofRow: Int32(slot)), constant: t.constant(ofRow: Int32(slot)).bitPattern,
          cells: t.cells(ofRow: Int32(slot)).map {
            SolverSnapshot.CellState(
              symbol: $0.symbol, link: $0.link, coefficient: $0.coefficient.bitPattern)
          })
      },
      freeRows: t.freeRows,
      levels: t.levels.map { level in
        SolverSnapshot.LevelState(
          priority: level.priority.bitPattern, users: level.users, scale: level.scale.bitPattern,
          constant: level.constant.bitPattern, magnitude: level.magnitude.bitPattern,
          coefficients: level.coefficients.prefix(t.symbolCapacity).map(\.bitPattern),
          members: level.members, memberIndex: Array(level.memberIndex.prefix(t.symbolCapacity)))
      },
      variables: variables.entries.map { "\($0.variable.id):\($0.symbol):\($0.references)" },
      records: records.map {
        SolverSnapshot.RecordState(
          constraint: $0.isEdit
            ? "edit of \($0.variables[0].variable.id)" : "\(ObjectIdentifier($0.constraint))",
          marker: $0.marker, other: $0.other,
          serial: $0.serial)
      },
      owner: owner.enumerated().filter { $0.element >= 0 }.map {
        Int64($0.offset) << 32 | Int64($0.element)
      },
      edits: edits.map { "\($0.variable.id):\($0.constant.bitPattern)" },
      nextSerial: nextSerial,
      composites: (0..<t.symbolCapacity).filter { t.isComposite(Int32($0)) }.map { symbol in
        "\(symbol): \(t.rank(ofComposite: Int32(symbol))): "
          + t.definition(ofComposite: Int32(symbol)).map {
            "\($0.symbol)×\($0.coefficient.bitPattern)"
          }.joined(separator: " ")
      })
  }

  /// Checks every structural invariant of the tableau and the registries; returns the problems
  /// found (empty when consistent). With `optimal`, also checks feasibility and optimality.
  func invariantViolations(optimal: Bool = true) -> [String] {
    var problems: [String] = []
    let t = tableau
    let capacity = t.kinds.count
    if t.rowOf.count != capacity || t.columnSpans.count != capacity {
      problems.append("per-symbol arrays differ in length")
      return problems
    }
    if t.journal.isActive { problems.append("journal left active") }
    if t.artificial != nil { problems.append("artificial objective left behind") }
    var liveRows = 0
    for slotIndex in 0..<t.rowSlotCount {
      let slot = Int32(slotIndex)
      let header = t.rowHeaders[slotIndex]
      if header.span.count > header.span.capacity
        || Int(header.span.start + header.span.capacity) > t.cellPoolEnd
      {
        problems.append("row \(slot) span is outside the pool")
        continue
      }
      if header.basic < 0 {
        if header.span.count != 0 { problems.append("free row \(slot) has cells") }
        continue
      }
      liveRows += 1
      let basic = Int(header.basic)
      if t.kinds[basic] == .unused { problems.append("row \(slot) has unused basic \(basic)") }
      if t.rowOf[basic] != slot { problems.append("rowOf[\(basic)] != \(slot)") }
      if !header.constant.isFinite { problems.append("row \(slot) constant not finite") }
      if optimal && t.kinds[basic].isRestricted && header.constant < 0 {
        problems.append("row of restricted \(basic) is infeasible: \(header.constant)")
      }
      var seen = Set<Int32>()
      for (cellIndex, cell) in zip(0..., t.cells(ofRow: slot)) {
        let symbol = Int(cell.symbol)
        if !seen.insert(cell.symbol).inserted { problems.append("row \(slot) repeats \(symbol)") }
        if t.kinds[symbol] == .unused { problems.append("row \(slot) holds unused \(symbol)") }
        if t.rowOf[symbol] >= 0 { problems.append("row \(slot) holds basic \(symbol)") }
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          problems.append("row \(slot) has coefficient \(cell.coefficient) for \(symbol)")
        }
        if t.kinds[basic].isRestricted && t.kinds[symbol] == .external {
          problems.append("restricted row \(slot) holds external \(symbol)")
        }
        let column = t.column(cell.symbol)
        let link = Int(cell.link)
        if link >= column.count || column[column.startIndex + link].row != slot
          || column[column.startIndex + link].cell != Int32(cellIndex)
        {
          problems.append("cell \(cellIndex) of row \(slot) is not linked from column \(symbol)")
        }
      }
    }
    for symbol in 0..<capacity {
      let span = t.columnSpans[symbol]
      if span.count > span.capacity || Int(span.start + span.capacity) > t.columnPoolEnd {
        problems.append("column \(symbol) span is outside the pool")
        continue
      }
      for (index, entry) in zip(0..., t.column(Int32(symbol))) {
        let row = Int(entry.row)
        if row >= t.rowSlotCount || Int(entry.cell) >= t.cellCount(ofRow: entry.row)
          || t.cell(ofRow: entry.row, at: Int(entry.cell)).symbol != Int32(symbol)
          || t.cell(ofRow: entry.row, at: Int(entry.cell)).link != Int32(index)
        {
          problems.append("column \(symbol) entry \(index) dangles")
        }
      }
      let slot = t.rowOf[symbol]
      if slot >= 0 && (Int(slot) >= t.rowSlotCount || t.basic(ofRow: slot) != Int32(symbol)) {
        problems.append("rowOf[\(symbol)] points to a row of another symbol")
      }
    }
    for symbol in t.freeSymbols {
      let s = Int(symbol)
      if t.kinds[s] != .unused { problems.append("free symbol \(s) in use") }
      if t.rowOf[s] >= 0 || t.columnCount(symbol) != 0 {
        problems.append("free symbol \(s) occurs")
      }
    }
    if t.freeRows.count + liveRows != t.rowSlotCount { problems.append("free row list is off") }
    for index in t.levels.indices {
      let level = t.levels[index]
      if index > 0 && !(t.levels[index - 1].priority > level.priority) {
        problems.append("levels not strictly decreasing at \(index)")
      }
      if level.users <= 0 { problems.append("level \(level.priority) has no users") }
      if level.coefficients.count < capacity || level.memberIndex.count < capacity
        || level.isCandidate.count < capacity
      {
        problems.append("level \(level.priority) arrays are too short")
        continue
      }
      for symbol in capacity..<level.coefficients.count
      where level.coefficients[symbol] != 0 || level.memberIndex[symbol] != -1 {
        problems.append("level \(level.priority) has an entry beyond the symbols in use")
        break
      }
      var members = 0
      for symbol in 0..<capacity where level.coefficients[symbol] != 0 {
        members += 1
        let position = Int(level.memberIndex[symbol])
        if position < 0 || position >= level.members.count
          || level.members[position] != Int32(symbol)
        {
          problems.append("level \(level.priority): symbol \(symbol) missing from members")
        }
        if t.rowOf[symbol] >= 0 { problems.append("level \(level.priority) holds basic \(symbol)") }
        if t.kinds[symbol] == .external || t.kinds[symbol] == .unused {
          problems.append("level \(level.priority) holds \(t.kinds[symbol]) symbol \(symbol)")
        }
      }
      if members != level.members.count { problems.append("level \(level.priority) members off") }
    }
    if optimal, let entering = t.enteringSymbol(bland: true) {
      problems.append("not optimal: symbol \(entering) can still improve the objective")
    }
    // Registries.
    for (index, record) in records.enumerated() {
      if recordIndex.value(for: identityKey(record.constraint)) != index {
        problems.append("record \(index) not indexed")
      }
      if Int(record.marker) >= capacity || t.kinds[Int(record.marker)] == .unused {
        problems.append("record \(index) marker unused")
      } else if owner[Int(record.marker)] != Int32(index) {
        problems.append("record \(index) marker not owned")
      }
    }
    var references = [Int: Int]()
    for record in records {
      for term in record.variables { references[term.variable.id, default: 0] += 1 }
    }
    for entry in variables.entries {
      if references[entry.variable.id] != entry.references {
        problems.append("variable \(entry.variable) reference count \(entry.references) is off")
      }
      if t.kinds[Int(entry.symbol)] != .external {
        problems.append("variable \(entry.variable) symbol is not external")
      }
    }
    if references.count != variables.entries.count { problems.append("unknown variables in use") }
    problems += compositeViolations()
    for (index, edit) in edits.enumerated() {
      if editIndex.value(for: edit.variable.id) != index {
        problems.append("edit \(index) not indexed")
      }
      if recordIndex.value(for: identityKey(edit.constraint)) == nil {
        problems.append("edit \(index) lost its constraint")
      }
    }
    return problems
  }
}

extension Solver {
  /// Composite markers: each one a fixed, nonbasic symbol owned by no constraint, standing for
  /// markers of required equalities present (or earlier composites); the use counts right; every
  /// fixed symbol a composite or the marker of a constraint.
  func compositeViolations() -> [String] {
    var problems: [String] = []
    let t = tableau
    var uses = [Int32](repeating: 0, count: t.symbolCapacity)
    var composites = 0
    var ranks = Set<Int32>()
    for index in 0..<t.symbolCapacity where t.isComposite(Int32(index)) {
      let symbol = Int32(index)
      composites += 1
      if t.kinds[index] != .dummy { problems.append("composite \(symbol) is \(t.kinds[index])") }
      if t.rowOf[index] >= 0 { problems.append("composite \(symbol) is basic") }
      if index < owner.count && owner[index] >= 0 {
        problems.append("composite \(symbol) is owned")
      }
      let rank = t.rank(ofComposite: symbol)
      if !ranks.insert(rank).inserted { problems.append("composite rank \(rank) repeats") }
      var seen = Set<Int32>()
      for cell in t.definition(ofComposite: symbol) {
        let member = Int(cell.symbol)
        guard member >= 0, member < t.symbolCapacity else {
          problems.append("composite \(symbol) names symbol \(member) out of range")
          continue
        }
        uses[member] += 1
        if !seen.insert(cell.symbol).inserted {
          problems.append("composite \(symbol) repeats \(member)")
        }
        if t.kinds[member] != .dummy {
          problems.append("composite \(symbol) names \(t.kinds[member]) symbol \(member)")
        }
        if t.rowOf[member] >= 0 { problems.append("composite \(symbol) names basic \(member)") }
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          problems.append("composite \(symbol) has coefficient \(cell.coefficient)")
        }
        if t.isComposite(cell.symbol) {
          if t.rank(ofComposite: cell.symbol) >= rank {
            problems.append("composite \(symbol) names a later composite \(member)")
          }
        } else if member >= owner.count || owner[member] < 0 {
          problems.append("composite \(symbol) names \(member), the marker of no constraint")
        } else if records[Int(owner[member])].priority != nil {
          problems.append("composite \(symbol) names the marker of an optional constraint")
        }
      }
    }
    if composites != t.compositeCount { problems.append("composite count is off") }
    for index in 0..<t.symbolCapacity where t.compositeUses(of: Int32(index)) != Int(uses[index]) {
      problems.append("composite uses of \(index) are off")
    }
    for index in 0..<min(t.symbolCapacity, t.compositeUsers.count) {
      for user in t.compositeUsers[index]
      where !t.isComposite(user)
        || !t.definition(ofComposite: user).contains(where: { $0.symbol == Int32(index) })
      {
        problems.append("composite user \(user) of \(index) does not name it")
      }
    }
    var live = 0
    for (rank, composite) in t.compositesByRank.enumerated() where composite >= 0 {
      live += 1
      if !t.isComposite(composite) || t.rank(ofComposite: composite) != Int32(rank) {
        problems.append("composite rank \(rank) is off")
      }
    }
    if live != t.compositeCount { problems.append("composites by rank are off") }
    for index in 0..<t.symbolCapacity where t.kinds[index] == .dummy && !t.isComposite(Int32(index))
    {
      if index >= owner.count || owner[index] < 0 {
        problems.append("fixed symbol \(index) belongs to no constraint")
      }
    }
    return problems
  }
}
