/// One non-zero entry of a row: `coefficient · symbol`, cross-linked to its column entry.
struct Cell {
  var symbol: Int32
  /// Index of this cell's entry in `columns[symbol]`.
  var link: Int32
  var coefficient: Double
}

/// One entry of a column: the row slot holding the symbol and the cell index inside that row.
struct ColumnEntry {
  var row: Int32
  var cell: Int32
}

/// A basic symbol expressed in nonbasic ones: `basic = constant + Σ cells`.
struct Row {
  /// The basic symbol, or -1 for a free slot.
  var basic: Int32
  var constant: Double
  var cells: [Cell]

  static let free = Row(basic: -1, constant: 0, cells: [])
}

/// The simplex tableau: sparse rows, a column index (symbol → rows holding it, so a pivot touches
/// only the rows that contain the entering symbol) and a lexicographic objective (one level per
/// optional priority in use, strongest first).
///
/// Every structure is a value type iterated in a deterministic order, so the same operations in
/// the same order give bit-identical results.
struct Tableau {
  // Per symbol (dense by id).
  var kinds: [SymbolKind] = []
  /// Row slot where the symbol is basic, or -1.
  var rowOf: [Int32] = []
  /// Where each symbol occurs as a nonbasic (parametric) symbol.
  var columns: [[ColumnEntry]] = []
  var freeSymbols: [Int32] = []

  // Rows.
  var rows: [Row] = []
  var freeRows: [Int32] = []

  /// Objective levels, strongest first.
  var levels: [ObjectiveLevel] = []
  /// The objective of a running feasibility test (above every level), if any.
  var artificial: ObjectiveLevel?

  /// Row slots that may hold a restricted basic symbol with a negative value (dual worklist).
  var infeasible: [Int32] = []
  var tracksInfeasibleRows = false

  var journal = Journal()

  // Scratch space (not part of the state).
  var scatterPosition: [Int32] = []
  var scatterStamp: [UInt32] = []
  var stamp: UInt32 = 0
  var deadCells: [Int32] = []
  var pivotSymbols: [Int32] = []
  var pivotCoefficients: [Double] = []

  var symbolCapacity: Int { kinds.count }

  @inline(__always) func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }
  @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

  /// The value of `symbol` in the current basic solution.
  @inline(__always) func value(of symbol: Int32) -> Double {
    let slot = rowOf[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  // MARK: symbols

  mutating func allocateSymbol(_ kind: SymbolKind) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      if journal.isActive { journal.recycledSymbols.append(symbol) }
      kinds[Int(symbol)] = kind
      return symbol
    }
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    columns.append([])
    for level in levels.indices { levels[level].grow() }
    artificial?.grow()
    return symbol
  }

  /// Returns a symbol to the free list. It must be nonbasic and occur nowhere.
  mutating func freeSymbol(_ symbol: Int32) {
    kinds[Int(symbol)] = .unused
    freeSymbols.append(symbol)
  }

  // MARK: journaled primitives

  @inline(__always)
  mutating func touchRow(_ slot: Int32) {
    if journal.isActive { journal.saveRow(slot, rows[Int(slot)]) }
  }

  @inline(__always)
  mutating func touchColumn(_ symbol: Int32) {
    if journal.isActive { journal.saveColumn(symbol, columns[Int(symbol)]) }
  }

  /// Takes a row slot for `basic` with no cells yet.
  mutating func allocateRow(basic: Int32, constant: Double) -> Int32 {
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      touchRow(slot)
      rows[Int(slot)] = Row(basic: basic, constant: constant, cells: [])
    } else {
      slot = Int32(rows.count)
      rows.append(Row(basic: basic, constant: constant, cells: []))
    }
    rowOf[Int(basic)] = slot
    return slot
  }

  /// Removes a row from the tableau; its basic symbol becomes nonbasic (and occurs nowhere).
  mutating func releaseRow(_ slot: Int32) {
    touchRow(slot)
    while !rows[Int(slot)].cells.isEmpty {
      removeCell(row: slot, at: Int32(rows[Int(slot)].cells.count - 1))
    }
    rowOf[Int(rows[Int(slot)].basic)] = -1
    rows[Int(slot)] = .free
    freeRows.append(slot)
  }

  /// Removes every remaining occurrence of a symbol that no constraint uses any more (rounding
  /// residue): its row if basic, its cells, its objective coefficients.
  mutating func purge(_ symbol: Int32) {
    let slot = rowOf[Int(symbol)]
    if slot >= 0 { releaseRow(slot) }
    while let entry = columns[Int(symbol)].last {
      removeCell(row: entry.row, at: entry.cell)
    }
    for level in levels.indices where levels[level].coefficients[Int(symbol)] != 0 {
      levels[level].set(0, for: symbol, journal: &journal, level: level)
    }
  }

  /// Appends `coefficient · symbol` to a row that does not contain the symbol yet.
  @inline(__always)
  mutating func appendCell(row slot: Int32, symbol: Int32, coefficient: Double) {
    touchRow(slot)
    touchColumn(symbol)
    let cellIndex = Int32(rows[Int(slot)].cells.count)
    let link = Int32(columns[Int(symbol)].count)
    columns[Int(symbol)].append(ColumnEntry(row: slot, cell: cellIndex))
    rows[Int(slot)].cells.append(Cell(symbol: symbol, link: link, coefficient: coefficient))
  }

  /// Removes one cell from a row (the last cell moves into its place).
  @inline(__always)
  mutating func removeCell(row slot: Int32, at index: Int32) {
    touchRow(slot)
    let cell = rows[Int(slot)].cells[Int(index)]
    unlinkColumnEntry(symbol: cell.symbol, at: cell.link)
    let last = rows[Int(slot)].cells.removeLast()
    if Int(index) < rows[Int(slot)].cells.count {
      rows[Int(slot)].cells[Int(index)] = last
      touchColumn(last.symbol)
      columns[Int(last.symbol)][Int(last.link)].cell = index
    }
  }

  @inline(__always)
  private mutating func unlinkColumnEntry(symbol: Int32, at index: Int32) {
    touchColumn(symbol)
    let last = columns[Int(symbol)].removeLast()
    if Int(index) < columns[Int(symbol)].count {
      columns[Int(symbol)][Int(index)] = last
      touchRow(last.row)
      rows[Int(last.row)].cells[Int(last.cell)].link = index
    }
  }

  /// Inserts a new row `basic = constant + Σ cells` (the symbols must all be nonbasic).
  mutating func insertRow(basic: Int32, constant: Double, symbols: [Int32], coefficients: [Double])
    -> Int32
  {
    let slot = allocateRow(basic: basic, constant: constant)
    rows[Int(slot)].cells.reserveCapacity(symbols.count)
    for index in symbols.indices {
      appendCell(row: slot, symbol: symbols[index], coefficient: coefficients[index])
    }
    noteIfInfeasible(slot)
    return slot
  }

  @inline(__always)
  mutating func noteIfInfeasible(_ slot: Int32) {
    guard tracksInfeasibleRows else { return }
    let row = rows[Int(slot)]
    if row.constant < 0 && kinds[Int(row.basic)].isRestricted { infeasible.append(slot) }
  }

  // MARK: objective

  /// Adds `delta · symbol` to objective level `level` (-1: the artificial objective), expanding the
  /// symbol's row when it is basic.
  mutating func addToObjective(level: Int, symbol: Int32, delta: Double) {
    let slot = rowOf[Int(symbol)]
    if slot < 0 {
      if level < 0 {
        artificial!.add(delta, to: symbol, journal: &journal, level: -1)
      } else {
        levels[level].add(delta, to: symbol, journal: &journal, level: level)
      }
      return
    }
    let row = rows[Int(slot)]
    if level < 0 {
      artificial!.addConstant(delta * row.constant)
      for cell in row.cells {
        artificial!.add(delta * cell.coefficient, to: cell.symbol, journal: &journal, level: -1)
      }
    } else {
      levels[level].addConstant(delta * row.constant)
      for cell in row.cells {
        levels[level].add(delta * cell.coefficient, to: cell.symbol, journal: &journal, level: level)
      }
    }
  }

  /// Index of the objective level for `priority`, if present.
  func levelIndex(of priority: Double) -> Int? {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    return low < levels.count && levels[low].priority == priority ? low : nil
  }

  /// Index of the objective level for `priority`, creating it (strongest first) if needed.
  mutating func levelIndexCreating(_ priority: Double) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    if low < levels.count && levels[low].priority == priority { return low }
    levels.insert(ObjectiveLevel(priority: priority, capacity: symbolCapacity), at: low)
    return low
  }
}
