/// Records what a feasibility test changes in the tableau so a rejected constraint can be rolled
/// back exactly: rows and columns are copied on first touch, single objective entries and member
/// lists are logged, and counters are saved when the test begins. Rollback therefore costs as
/// much as the test did, not as much as the whole tableau. (Where rows sit in the cell pool is not
/// restored: it never influences results.)
struct Journal {
  /// A row as it was, its cells at `start..<start + count` of `savedCells`.
  struct SavedRow {
    var slot: Int32
    var basic: Int32
    var constant: Double
    var start: Int
    var count: Int
  }

  /// A column as it was, its entries at `start..<start + count` of `savedEntries`.
  struct SavedColumn {
    var symbol: Int32
    var start: Int
    var count: Int
  }

  private(set) var isActive = false
  private var generation: UInt32 = 0
  private var rowStamps: [UInt32] = []
  private var columnStamps: [UInt32] = []
  private var memberStamps: [UInt32] = []

  var savedRows: [SavedRow] = []
  var savedCells: [Cell] = []
  var savedColumns: [SavedColumn] = []
  var savedEntries: [ColumnEntry] = []
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
      for index in rowStamps.indices { rowStamps[index] = 0 }
      for index in columnStamps.indices { columnStamps[index] = 0 }
      for index in memberStamps.indices { memberStamps[index] = 0 }
    }
    rowCount = tableau.rowHeaders.count
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
    savedCells.removeAll(keepingCapacity: true)
    savedColumns.removeAll(keepingCapacity: true)
    savedEntries.removeAll(keepingCapacity: true)
    savedMembers.removeAll(keepingCapacity: true)
    coefficientLog.removeAll(keepingCapacity: true)
    memberIndexLog.removeAll(keepingCapacity: true)
    recycledSymbols.removeAll(keepingCapacity: true)
    freeRows = []
    freeSymbols = []
    levelConstants = []
  }

  /// Whether row `slot` changes for the first time in this journal (and marks it as saved).
  mutating func claimRow(_ slot: Int32) -> Bool {
    let index = Int(slot)
    if index >= rowCount { return false }  // a new slot: rollback truncates it
    if index >= rowStamps.count {
      rowStamps.append(contentsOf: repeatElement(0, count: index + 1 - rowStamps.count))
    }
    if rowStamps[index] == generation { return false }
    rowStamps[index] = generation
    return true
  }

  /// Whether column `symbol` changes for the first time in this journal (and marks it as saved).
  mutating func claimColumn(_ symbol: Int32) -> Bool {
    let index = Int(symbol)
    if index >= symbolCount { return false }  // a new symbol: rollback truncates it
    if index >= columnStamps.count {
      columnStamps.append(contentsOf: repeatElement(0, count: index + 1 - columnStamps.count))
    }
    if columnStamps[index] == generation { return false }
    columnStamps[index] = generation
    return true
  }

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

  /// Puts the tableau back as it was when `begin` was called and stops recording.
  mutating func rollBack(_ tableau: inout Tableau) {
    precondition(isActive, "rollback without journal")
    isActive = false
    // Symbols that are basic in a changed row lose that status first; the saved rows then
    // re-establish the old basis.
    for saved in savedRows {
      let basic = tableau.basic(ofRow: saved.slot)
      if basic >= 0 { tableau.rowOf[Int(basic)] = -1 }
    }
    for slot in rowCount..<tableau.rowHeaders.count {
      let basic = tableau.rowHeaders[slot].basic
      if basic >= 0 { tableau.rowOf[Int(basic)] = -1 }
      tableau.cellGarbage += Int(tableau.rowHeaders[slot].span.capacity)
    }
    tableau.rowHeaders.removeSubrange(rowCount...)
    for saved in savedRows {
      tableau.restoreRow(saved, savedCells[saved.start..<saved.start + saved.count])
      if saved.basic >= 0 { tableau.rowOf[Int(saved.basic)] = saved.slot }
    }
    tableau.freeRows = freeRows

    for symbol in symbolCount..<tableau.columnSpans.count {
      tableau.columnGarbage += Int(tableau.columnSpans[symbol].capacity)
    }
    tableau.kinds.removeSubrange(symbolCount...)
    tableau.rowOf.removeSubrange(symbolCount...)
    tableau.columnSpans.removeSubrange(symbolCount...)
    for saved in savedColumns {
      tableau.restoreColumn(saved.symbol, savedEntries[saved.start..<saved.start + saved.count])
    }
    for symbol in recycledSymbols { tableau.kinds[Int(symbol)] = .unused }
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
      // Entries of symbols created in the test were reset by the logs; the arrays keep their room.
      tableau.levels[level].rebuildCandidates()
    }
    tableau.infeasible.removeAll()
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

  /// Writes a saved row back into its slot (used by rollback, with the journal inactive).
  mutating func restoreRow(_ saved: Journal.SavedRow, _ cells: ArraySlice<Cell>) {
    rowHeaders[Int(saved.slot)].basic = saved.basic
    rowHeaders[Int(saved.slot)].constant = saved.constant
    rowHeaders[Int(saved.slot)].span.count = 0
    reserveRow(saved.slot, extra: cells.count)
    let start = Int(rowHeaders[Int(saved.slot)].span.start)
    for (index, cell) in zip(0..., cells) { cellPool[start + index] = cell }
    rowHeaders[Int(saved.slot)].span.count = Int32(cells.count)
  }

  /// Writes a saved column back (used by rollback, with the journal inactive).
  mutating func restoreColumn(_ symbol: Int32, _ entries: ArraySlice<ColumnEntry>) {
    columnSpans[Int(symbol)].count = 0
    reserveColumn(symbol, extra: entries.count)
    let start = Int(columnSpans[Int(symbol)].start)
    for (index, entry) in zip(0..., entries) { columnPool[start + index] = entry }
    columnSpans[Int(symbol)].count = Int32(entries.count)
  }
}
