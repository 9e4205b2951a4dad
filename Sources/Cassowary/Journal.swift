/// Records what a feasibility test changes in the tableau so a rejected constraint can be rolled
/// back exactly: rows, columns and member lists are saved whole on first touch (copy-on-write makes
/// that O(1)), single objective entries are logged, and counters are saved when the test begins.
/// Rollback therefore costs as much as the test did, not as much as the whole tableau.
struct Journal {
  private(set) var isActive = false
  private var generation: UInt32 = 0
  private var rowStamps: [UInt32] = []
  private var columnStamps: [UInt32] = []
  private var memberStamps: [UInt32] = []

  var savedRows: [(slot: Int32, row: Row)] = []
  var savedColumns: [(symbol: Int32, entries: [ColumnEntry])] = []
  var savedMembers: [(level: Int, members: [Int32])] = []
  var coefficientLog: [(level: Int32, symbol: Int32, old: Double)] = []
  var memberIndexLog: [(level: Int32, symbol: Int32, old: Int32)] = []
  var recycledSymbols: [Int32] = []

  var rowCount = 0
  var freeRows: [Int32] = []
  var symbolCount = 0
  var freeSymbols: [Int32] = []
  var levelConstants: [(constant: Double, magnitude: Double)] = []

  mutating func begin(_ tableau: Tableau) {
    precondition(!isActive, "nested journal")
    isActive = true
    generation &+= 1
    if generation == 0 {
      generation = 1
      rowStamps = rowStamps.map { _ in 0 }
      columnStamps = columnStamps.map { _ in 0 }
      memberStamps = memberStamps.map { _ in 0 }
    }
    rowCount = tableau.rows.count
    freeRows = tableau.freeRows
    symbolCount = tableau.kinds.count
    freeSymbols = tableau.freeSymbols
    levelConstants = tableau.levels.map { ($0.constant, $0.magnitude) }
  }

  /// Stops recording and forgets the saved state (the changes are kept).
  mutating func commit() {
    isActive = false
    clearLogs()
  }

  private mutating func clearLogs() {
    savedRows.removeAll(keepingCapacity: true)
    savedColumns.removeAll(keepingCapacity: true)
    savedMembers.removeAll(keepingCapacity: true)
    coefficientLog.removeAll(keepingCapacity: true)
    memberIndexLog.removeAll(keepingCapacity: true)
    recycledSymbols.removeAll(keepingCapacity: true)
    freeRows = []
    freeSymbols = []
    levelConstants = []
  }

  @inline(__always)
  mutating func saveRow(_ slot: Int32, _ row: Row) {
    let index = Int(slot)
    if index >= rowCount { return }  // a new slot: rollback truncates it
    if index >= rowStamps.count {
      rowStamps.append(contentsOf: repeatElement(0, count: index + 1 - rowStamps.count))
    }
    if rowStamps[index] == generation { return }
    rowStamps[index] = generation
    savedRows.append((slot, row))
  }

  @inline(__always)
  mutating func saveColumn(_ symbol: Int32, _ entries: [ColumnEntry]) {
    let index = Int(symbol)
    if index >= symbolCount { return }  // a new symbol: rollback truncates it
    if index >= columnStamps.count {
      columnStamps.append(contentsOf: repeatElement(0, count: index + 1 - columnStamps.count))
    }
    if columnStamps[index] == generation { return }
    columnStamps[index] = generation
    savedColumns.append((symbol, entries))
  }

  @inline(__always)
  mutating func saveMembers(level: Int, _ members: [Int32]) {
    if level >= memberStamps.count {
      memberStamps.append(contentsOf: repeatElement(0, count: level + 1 - memberStamps.count))
    }
    if memberStamps[level] == generation { return }
    memberStamps[level] = generation
    savedMembers.append((level, members))
  }

  @inline(__always)
  mutating func logCoefficient(level: Int, symbol: Int32, old: Double) {
    coefficientLog.append((Int32(level), symbol, old))
  }

  @inline(__always)
  mutating func logMemberIndex(level: Int, symbol: Int32, old: Int32) {
    memberIndexLog.append((Int32(level), symbol, old))
  }

  /// Puts the tableau back exactly as it was when `begin` was called and stops recording.
  mutating func rollBack(_ tableau: inout Tableau) {
    precondition(isActive, "rollback without journal")
    // Symbols that are basic in a changed row lose that status first; the saved rows then
    // re-establish the old basis.
    for (slot, _) in savedRows {
      let basic = tableau.rows[Int(slot)].basic
      if basic >= 0 && Int(basic) < tableau.rowOf.count { tableau.rowOf[Int(basic)] = -1 }
    }
    for slot in rowCount..<tableau.rows.count {
      let basic = tableau.rows[slot].basic
      if basic >= 0 && Int(basic) < tableau.rowOf.count { tableau.rowOf[Int(basic)] = -1 }
    }
    tableau.rows.removeSubrange(rowCount...)
    for (slot, row) in savedRows.reversed() {
      tableau.rows[Int(slot)] = row
    }
    for (slot, row) in savedRows where row.basic >= 0 {
      tableau.rowOf[Int(row.basic)] = slot
    }
    tableau.freeRows = freeRows

    for (symbol, entries) in savedColumns.reversed() {
      tableau.columns[Int(symbol)] = entries
    }
    for symbol in recycledSymbols { tableau.kinds[Int(symbol)] = .unused }
    tableau.kinds.removeSubrange(symbolCount...)
    tableau.rowOf.removeSubrange(symbolCount...)
    tableau.columns.removeSubrange(symbolCount...)
    tableau.freeSymbols = freeSymbols

    for entry in coefficientLog.reversed() {
      tableau.levels[Int(entry.level)].coefficients[Int(entry.symbol)] = entry.old
    }
    for entry in memberIndexLog.reversed() {
      tableau.levels[Int(entry.level)].memberIndex[Int(entry.symbol)] = entry.old
    }
    for (level, members) in savedMembers {
      tableau.levels[level].members = members
    }
    for level in tableau.levels.indices {
      tableau.levels[level].constant = levelConstants[level].constant
      tableau.levels[level].magnitude = levelConstants[level].magnitude
      tableau.levels[level].coefficients.removeSubrange(symbolCount...)
      tableau.levels[level].memberIndex.removeSubrange(symbolCount...)
    }
    tableau.infeasible.removeAll()
    isActive = false
    clearLogs()
  }
}

extension Tableau {
  /// Starts recording changes so that `rollBack()` can undo them.
  mutating func beginJournal() {
    var journal = self.journal
    self.journal = Journal()
    journal.begin(self)
    self.journal = journal
  }

  /// Undoes every change since `beginJournal()`.
  mutating func rollBack() {
    var journal = self.journal
    self.journal = Journal()
    journal.rollBack(&self)
    self.journal = journal
  }

  /// Keeps the changes since `beginJournal()`.
  mutating func commitJournal() {
    journal.commit()
  }
}
