/// One non-zero entry of a row: `coefficient · symbol`, cross-linked to its column entry.
struct Cell {
  var symbol: Int32
  /// Index of this cell's entry within the column of `symbol`.
  var link: Int32
  var coefficient: Double

  static let empty = Cell(symbol: -1, link: -1, coefficient: 0)
}

/// One entry of a column: the row slot holding the symbol and the cell index inside that row.
struct ColumnEntry {
  var row: Int32
  var cell: Int32

  static let empty = ColumnEntry(row: -1, cell: -1)
}

/// A scatter entry: a symbol's position in the row being updated, valid while `stamp` is current.
struct ScatterSlot {
  var stamp: UInt32 = 0
  var position: Int32 = 0
}

/// A block of a pool: `count` used entries of `capacity` reserved ones from `start`.
struct Span {
  var start: Int32 = 0
  var count: Int32 = 0
  var capacity: Int32 = 0
}

/// A row slot: `basic = constant + Σ cells`, or a free slot when `basic` is -1.
struct RowHeader {
  var basic: Int32
  var constant: Double
  var span: Span
}

/// The simplex tableau: sparse rows, a column index (symbol → rows holding it, so a pivot touches
/// only the rows that contain the entering symbol) and a lexicographic objective (one level per
/// optional priority in use, strongest first).
///
/// Cells of all rows live in one pool and column entries in another; a row or column is a span
/// of its pool, moved to the end when it outgrows its capacity (the pools are compacted when half
/// of them is garbage). Each cell knows its position in its column and each column entry its
/// position in its row, so inserting or removing an entry is O(1).
///
/// Every structure is a value type iterated in a deterministic order, so the same operations in
/// the same order give bit-identical results.
struct Tableau {
  // Per symbol (dense by id).
  var kinds: [SymbolKind] = []
  /// Row slot where the symbol is basic, or -1.
  var rowOf: [Int32] = []
  /// Where each symbol occurs as a nonbasic (parametric) symbol.
  var columnSpans: [Span] = []
  var columnPool: [ColumnEntry] = []
  /// Entries before this index belong to columns (or are garbage); the rest of `columnPool` is
  /// empty room for new column blocks, added in bulk (see `takeColumnBlock`).
  var columnPoolEnd = 0
  var columnGarbage = 0
  var freeSymbols: [Int32] = []

  // Rows.
  var rowHeaders: [RowHeader] = []
  var cellPool: [Cell] = []
  /// Cells before this index belong to rows (or are garbage); the rest of `cellPool` is empty room
  /// for new row blocks, added in bulk (see `takeCellBlock`).
  var cellPoolEnd = 0
  var cellGarbage = 0
  var freeRows: [Int32] = []

  // Composite markers (see `Tableau+Composites.swift`), sized lazily: a symbol beyond the end
  // of these arrays is no composite and named by none.
  /// Per symbol: its definition's cells in `compositePool` (count 0: not a composite); the
  /// capacity field holds the composite's rank.
  var compositeSpans: [Span] = []
  var compositePool: [Cell] = []
  /// Cells of `compositePool` that belong to no composite any more.
  var compositeGarbage = 0
  /// Per symbol: the composites whose definitions name it.
  var compositeUsers: [[Int32]] = []
  /// The composites in the order they were made (-1: dropped since).
  var compositesByRank: [Int32] = []
  var compositeCount = 0

  /// Objective levels, strongest first.
  var levels: [ObjectiveLevel] = []
  /// The objective of a running feasibility test (above every level), if any.
  var artificial: ObjectiveLevel?
  /// An empty level made with the solver, used by the first level created (not part of the state).
  var spareLevel: ObjectiveLevel?
  /// The storage of the last artificial objective, kept for the next feasibility test.
  var spareArtificial: ObjectiveLevel?

  /// An empty artificial objective for a feasibility test, reusing earlier storage.
  mutating func makeArtificialLevel() -> ObjectiveLevel {
    guard var level = spareArtificial else {
      return ObjectiveLevel(priority: .infinity, capacity: symbolCapacity)
    }
    spareArtificial = nil
    level.reset(capacity: symbolCapacity)
    return level
  }

  /// Starts a feasibility test: the artificial objective is the new row itself.
  mutating func startArtificialObjective(
    constant: Double, magnitude: Double, symbols: [Int32], coefficients: [Double]
  ) {
    // Built in place, so that no second reference makes the level's arrays copy on write.
    artificial = makeArtificialLevel()
    artificial!.constant = constant
    artificial!.magnitude = magnitude
    artificial!.scale = coefficients.reduce(0) { max($0, abs($1)) }
    for index in symbols.indices {
      artificial!.add(coefficients[index], to: symbols[index], journal: &journal, level: -1)
    }
  }

  /// Ends a feasibility test: drops the artificial objective, keeping its storage.
  mutating func discardArtificialLevel() {
    spareArtificial = artificial
    artificial = nil
  }

  /// Row slots that may hold a restricted basic symbol with a negative value (dual worklist).
  var infeasible: [Int32] = []
  var tracksInfeasibleRows = false

  var journal = Journal()
  /// Pivot counts, for diagnostics only.
  var primalPivots = 0
  var dualPivots = 0

  // Scratch space (not part of the state).
  /// Per symbol: where it sits in the row being updated, valid when its stamp is current.
  var scatter: [ScatterSlot] = []
  var stamp: UInt32 = 0
  var appendedCells: [Cell] = []
  var holeScratch: [Int32] = []
  var pendingEntries: [(symbol: Int32, row: Int32, cell: Int32)] = []
  var overflowCells: [Cell] = []
  var expandedSymbols: [Int32] = []
  var expandedCoefficients: [Double] = []
  var pivotSymbols: [Int32] = []
  var pivotCoefficients: [Double] = []
  /// Per cell of the pivot row: the mark of the last row found to hold its symbol.
  var pivotHits: [UInt32] = []
  var hitMark: UInt32 = 0

  init() {}

  /// Creates an empty tableau with room for a small system, so that the first operations of a
  /// new solver do not pay for growing every array.
  init(reservingSymbols symbols: Int, rows: Int) {
    kinds.reserveCapacity(symbols)
    rowOf.reserveCapacity(symbols)
    columnSpans.reserveCapacity(symbols)
    // Empty room for the first column and row blocks, filled here rather than by the first adds.
    columnPool = Array(repeating: ColumnEntry.empty, count: symbols * 4)
    rowHeaders.reserveCapacity(rows)
    cellPool = Array(repeating: Cell.empty, count: rows * 8)
    scatter = Array(repeating: ScatterSlot(), count: symbols)
    appendedCells.reserveCapacity(16)
    expandedSymbols.reserveCapacity(32)
    expandedCoefficients.reserveCapacity(32)
    holeScratch.reserveCapacity(16)
    pivotSymbols.reserveCapacity(16)
    pivotCoefficients.reserveCapacity(16)
    infeasible.reserveCapacity(16)
    levels.reserveCapacity(4)
    spareLevel = ObjectiveLevel(priority: 1, capacity: 0)
  }

  var symbolCapacity: Int { kinds.count }
  var rowSlotCount: Int { rowHeaders.count }

  @inline(__always) func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }
  @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

  /// The value of `symbol` in the current basic solution.
  @inline(__always) func value(of symbol: Int32) -> Double {
    let slot = rowOf[Int(symbol)]
    return slot >= 0 ? rowHeaders[Int(slot)].constant : 0
  }

  // MARK: reading rows and columns

  @inline(__always) func basic(ofRow slot: Int32) -> Int32 { rowHeaders[Int(slot)].basic }
  @inline(__always) func constant(ofRow slot: Int32) -> Double { rowHeaders[Int(slot)].constant }
  @inline(__always) func cellCount(ofRow slot: Int32) -> Int {
    Int(rowHeaders[Int(slot)].span.count)
  }

  @inline(__always) func cell(ofRow slot: Int32, at index: Int) -> Cell {
    cellPool[Int(rowHeaders[Int(slot)].span.start) + index]
  }

  /// The cells of a row, in order.
  func cells(ofRow slot: Int32) -> ArraySlice<Cell> {
    let span = rowHeaders[Int(slot)].span
    return cellPool[Int(span.start)..<Int(span.start + span.count)]
  }

  /// The entries of a column, in order.
  func column(_ symbol: Int32) -> ArraySlice<ColumnEntry> {
    let span = columnSpans[Int(symbol)]
    return columnPool[Int(span.start)..<Int(span.start + span.count)]
  }

  @inline(__always) func columnCount(_ symbol: Int32) -> Int { Int(columnSpans[Int(symbol)].count) }

  /// The coefficient a column entry points at.
  @inline(__always) func coefficient(at entry: ColumnEntry) -> Double {
    cellPool[Int(rowHeaders[Int(entry.row)].span.start + entry.cell)].coefficient
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
    columnSpans.append(Span())
    let capacity = kinds.count
    for level in levels.indices where levels[level].coefficients.count < capacity {
      levels[level].ensure(capacity)
    }
    if artificial != nil && artificial!.coefficients.count < capacity {
      artificial!.ensure(capacity)
    }
    return symbol
  }

  /// Returns a symbol to the free list. It must be nonbasic and occur nowhere.
  mutating func freeSymbol(_ symbol: Int32) {
    kinds[Int(symbol)] = .unused
    freeSymbols.append(symbol)
  }

  // MARK: pools

  /// Makes room for `extra` more cells in a row, moving it to the end of the pool if needed.
  @inline(__always)
  mutating func reserveRow(_ slot: Int32, extra: Int) {
    let span = rowHeaders[Int(slot)].span
    if Int(span.count) + extra <= Int(span.capacity) { return }
    relocateRow(slot, minimumCapacity: Int(span.count) + extra)
  }

  private mutating func relocateRow(_ slot: Int32, minimumCapacity: Int) {
    if cellGarbage > 4096 && cellGarbage * 2 > cellPoolEnd { compactCells() }
    let old = rowHeaders[Int(slot)].span
    let capacity = max(4, minimumCapacity, Int(old.capacity) * 2)
    let start = takeCellBlock(capacity)
    if old.count > 0 {
      cellPool.withUnsafeMutableBufferPointer { pool in
        let base = pool.baseAddress!
        (base + start).update(from: base + Int(old.start), count: Int(old.count))
      }
    }
    cellGarbage += Int(old.capacity)
    rowHeaders[Int(slot)].span = Span(
      start: Int32(start), count: old.count, capacity: Int32(capacity))
  }

  /// The start of `count` unused cells at the end of the pool. Room is added in bulk (up to 4096
  /// cells at a time, so that filling it does not touch much memory that is never used).
  @inline(__always)
  private mutating func takeCellBlock(_ count: Int) -> Int {
    let start = cellPoolEnd
    if start + count > cellPool.count {
      let extra = max(start + count - cellPool.count, min(max(cellPool.count, 64), 4096))
      cellPool.append(contentsOf: repeatElement(Cell.empty, count: extra))
    }
    cellPoolEnd = start + count
    return start
  }

  /// Rewrites the cell pool with no garbage (row contents and order are unchanged).
  mutating func compactCells() {
    var pool: [Cell] = []
    pool.reserveCapacity(cellPoolEnd - cellGarbage + 64)
    for slot in rowHeaders.indices {
      let old = rowHeaders[slot].span
      let count = rowHeaders[slot].basic >= 0 ? Int(old.count) : 0
      // Live rows keep their capacity (they tend to grow back); free slots give it up.
      let capacity = rowHeaders[slot].basic >= 0 ? Int(old.capacity) : 0
      let start = pool.count
      pool.append(contentsOf: cellPool[Int(old.start)..<Int(old.start) + count])
      pool.append(contentsOf: repeatElement(Cell.empty, count: capacity - count))
      rowHeaders[slot].span = Span(
        start: Int32(start), count: Int32(count), capacity: Int32(capacity))
    }
    cellPool = pool
    cellPoolEnd = pool.count
    cellGarbage = 0
  }

  /// Makes room for `extra` more entries in a column, moving it to the end of the pool if needed.
  @inline(__always)
  mutating func reserveColumn(_ symbol: Int32, extra: Int) {
    let span = columnSpans[Int(symbol)]
    if Int(span.count) + extra <= Int(span.capacity) { return }
    relocateColumn(symbol, minimumCapacity: Int(span.count) + extra)
  }

  private mutating func relocateColumn(_ symbol: Int32, minimumCapacity: Int) {
    if columnGarbage > 4096 && columnGarbage * 2 > columnPoolEnd { compactColumns() }
    let old = columnSpans[Int(symbol)]
    let capacity = max(4, minimumCapacity, Int(old.capacity) * 2)
    let start = takeColumnBlock(capacity)
    if old.count > 0 {
      columnPool.withUnsafeMutableBufferPointer { pool in
        let base = pool.baseAddress!
        (base + start).update(from: base + Int(old.start), count: Int(old.count))
      }
    }
    columnGarbage += Int(old.capacity)
    columnSpans[Int(symbol)] = Span(
      start: Int32(start), count: old.count, capacity: Int32(capacity))
  }

  /// The start of `count` unused entries at the end of the column pool (room added in bulk, as in
  /// `takeCellBlock`).
  @inline(__always)
  private mutating func takeColumnBlock(_ count: Int) -> Int {
    let start = columnPoolEnd
    if start + count > columnPool.count {
      let extra = max(start + count - columnPool.count, min(max(columnPool.count, 64), 4096))
      columnPool.append(contentsOf: repeatElement(ColumnEntry.empty, count: extra))
    }
    columnPoolEnd = start + count
    return start
  }

  /// Rewrites the column pool with no garbage (column contents and order are unchanged).
  mutating func compactColumns() {
    var pool: [ColumnEntry] = []
    pool.reserveCapacity(columnPoolEnd - columnGarbage + 64)
    for symbol in columnSpans.indices {
      let old = columnSpans[symbol]
      let count = Int(old.count)
      let capacity = kinds[symbol] == .unused ? 0 : Int(old.capacity)
      let start = pool.count
      pool.append(contentsOf: columnPool[Int(old.start)..<Int(old.start) + count])
      pool.append(contentsOf: repeatElement(ColumnEntry.empty, count: capacity - count))
      columnSpans[symbol] = Span(
        start: Int32(start), count: Int32(count), capacity: Int32(capacity))
    }
    columnPool = pool
    columnPoolEnd = pool.count
    columnGarbage = 0
  }

  // MARK: journaled primitives

  @inline(__always)
  mutating func touchRow(_ slot: Int32) {
    if journal.isActive && journal.claimRow(slot) {
      let header = rowHeaders[Int(slot)]
      journal.savedRows.append(
        Journal.SavedRow(
          slot: slot, basic: header.basic, constant: header.constant,
          start: journal.savedCells.count, count: Int(header.span.count)))
      journal.savedCells.append(contentsOf: cells(ofRow: slot))
    }
  }

  @inline(__always)
  mutating func touchColumn(_ symbol: Int32) {
    if journal.isActive && journal.claimColumn(symbol) {
      journal.savedColumns.append(
        Journal.SavedColumn(
          symbol: symbol, start: journal.savedEntries.count, count: columnCount(symbol)))
      journal.savedEntries.append(contentsOf: column(symbol))
    }
  }

  /// Takes a row slot for `basic` with no cells yet.
  mutating func allocateRow(basic: Int32, constant: Double) -> Int32 {
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      touchRow(slot)
      rowHeaders[Int(slot)].basic = basic
      rowHeaders[Int(slot)].constant = constant
      rowHeaders[Int(slot)].span.count = 0
    } else {
      slot = Int32(rowHeaders.count)
      rowHeaders.append(RowHeader(basic: basic, constant: constant, span: Span()))
    }
    rowOf[Int(basic)] = slot
    return slot
  }

  /// Removes a row from the tableau; its basic symbol becomes nonbasic.
  mutating func releaseRow(_ slot: Int32) {
    touchRow(slot)
    while cellCount(ofRow: slot) > 0 {
      removeCell(row: slot, at: cellCount(ofRow: slot) - 1)
    }
    rowOf[Int(rowHeaders[Int(slot)].basic)] = -1
    rowHeaders[Int(slot)].basic = -1
    rowHeaders[Int(slot)].constant = 0
    freeRows.append(slot)
  }

  /// Removes every remaining occurrence of a symbol that no constraint uses any more (rounding
  /// residue): its row if basic, its cells, its objective coefficients.
  mutating func purge(_ symbol: Int32) {
    let slot = rowOf[Int(symbol)]
    if slot >= 0 { releaseRow(slot) }
    while columnCount(symbol) > 0 {
      let entry = columnPool[
        Int(columnSpans[Int(symbol)].start + columnSpans[Int(symbol)].count - 1)]
      removeCell(row: entry.row, at: Int(entry.cell))
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
    reserveRow(slot, extra: 1)
    reserveColumn(symbol, extra: 1)
    let row = rowHeaders[Int(slot)].span
    let column = columnSpans[Int(symbol)]
    columnPool[Int(column.start + column.count)] = ColumnEntry(row: slot, cell: row.count)
    cellPool[Int(row.start + row.count)] = Cell(
      symbol: symbol, link: column.count, coefficient: coefficient)
    rowHeaders[Int(slot)].span.count = row.count + 1
    columnSpans[Int(symbol)].count = column.count + 1
  }

  /// Removes one cell from a row (the last cell moves into its place).
  @inline(__always)
  mutating func removeCell(row slot: Int32, at index: Int) {
    touchRow(slot)
    let span = rowHeaders[Int(slot)].span
    let cell = cellPool[Int(span.start) + index]
    unlinkColumnEntry(symbol: cell.symbol, at: cell.link)
    let lastIndex = Int(span.count) - 1
    if index < lastIndex {
      let last = cellPool[Int(span.start) + lastIndex]
      cellPool[Int(span.start) + index] = last
      touchColumn(last.symbol)
      columnPool[Int(columnSpans[Int(last.symbol)].start + last.link)].cell = Int32(index)
    }
    rowHeaders[Int(slot)].span.count = span.count - 1
  }

  /// Removes one entry from a column (the last entry moves into its place).
  @inline(__always)
  mutating func unlinkColumnEntry(symbol: Int32, at index: Int32) {
    touchColumn(symbol)
    let span = columnSpans[Int(symbol)]
    let lastIndex = span.count - 1
    if index < lastIndex {
      let last = columnPool[Int(span.start + lastIndex)]
      columnPool[Int(span.start + index)] = last
      touchRow(last.row)
      cellPool[Int(rowHeaders[Int(last.row)].span.start + last.cell)].link = index
    }
    columnSpans[Int(symbol)].count = lastIndex
  }

  /// Inserts a new row `basic = constant + Σ cells` (the symbols must all be nonbasic).
  mutating func insertRow(basic: Int32, constant: Double, symbols: [Int32], coefficients: [Double])
    -> Int32
  {
    let slot = allocateRow(basic: basic, constant: constant)
    reserveRow(slot, extra: symbols.count)
    if journal.isActive {
      for index in symbols.indices {
        appendCell(row: slot, symbol: symbols[index], coefficient: coefficients[index])
      }
    } else {
      for symbol in symbols { reserveColumn(symbol, extra: 1) }
      let start = Int(rowHeaders[Int(slot)].span.start)
      symbols.withUnsafeBufferPointer { symbols in
        coefficients.withUnsafeBufferPointer { coefficients in
          columnSpans.withUnsafeMutableBufferPointer { spans in
            columnPool.withUnsafeMutableBufferPointer { columns in
              cellPool.withUnsafeMutableBufferPointer { cells in
                for index in symbols.indices {
                  let symbol = symbols[index]
                  let column = spans[Int(symbol)]
                  columns[Int(column.start + column.count)] = ColumnEntry(
                    row: slot, cell: Int32(index))
                  spans[Int(symbol)].count = column.count + 1
                  cells[start + index] = Cell(
                    symbol: symbol, link: column.count, coefficient: coefficients[index])
                }
              }
            }
          }
        }
      }
      rowHeaders[Int(slot)].span.count = Int32(symbols.count)
    }
    noteIfInfeasible(slot)
    return slot
  }

  /// Inserts the row `basic = constant + a·marker (+ b·other)` of a constraint whose only other
  /// symbol is `basic` (`other` is -1 when there is none).
  mutating func insertMarkerRow(
    basic: Int32, constant: Double, marker: Int32, _ markerCoefficient: Double, other: Int32,
    _ otherCoefficient: Double
  ) {
    let slot = allocateRow(basic: basic, constant: constant)
    reserveRow(slot, extra: 2)
    appendCell(row: slot, symbol: marker, coefficient: markerCoefficient)
    if other >= 0 { appendCell(row: slot, symbol: other, coefficient: otherCoefficient) }
    noteIfInfeasible(slot)
  }

  @inline(__always)
  mutating func noteIfInfeasible(_ slot: Int32) {
    guard tracksInfeasibleRows else { return }
    let header = rowHeaders[Int(slot)]
    if header.constant < 0 && kinds[Int(header.basic)].isRestricted { infeasible.append(slot) }
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
    let rowConstant = constant(ofRow: slot)
    // Cells are read one at a time (objective updates do not touch rows): no copy of the row.
    let count = cellCount(ofRow: slot)
    if level < 0 {
      artificial!.addConstant(delta * rowConstant)
      for index in 0..<count {
        let entry = cell(ofRow: slot, at: index)
        artificial!.add(delta * entry.coefficient, to: entry.symbol, journal: &journal, level: -1)
      }
    } else {
      levels[level].addConstant(delta * rowConstant)
      for index in 0..<count {
        let entry = cell(ofRow: slot, at: index)
        levels[level].add(
          delta * entry.coefficient, to: entry.symbol, journal: &journal, level: level)
      }
    }
  }

  /// Index of the objective level for `priority`, if present.
  func levelIndex(of priority: Double) -> Int? {
    let index = levelInsertionIndex(priority)
    return index < levels.count && levels[index].priority == priority ? index : nil
  }

  /// Index of the objective level for `priority`, creating it (strongest first) if needed.
  mutating func levelIndexCreating(_ priority: Double) -> Int {
    let index = levelInsertionIndex(priority)
    if index < levels.count && levels[index].priority == priority { return index }
    var level: ObjectiveLevel
    if var spare = spareLevel {
      // A level prepared in advance (see `init(reservingSymbols:rows:)`).
      spareLevel = nil
      spare.ensure(symbolCapacity)
      spare.priority = priority
      level = spare
    } else {
      level = ObjectiveLevel(priority: priority, capacity: symbolCapacity)
    }
    // Appending (the usual case: levels are mostly created strongest first) moves nothing.
    if index == levels.count { levels.append(level) } else { levels.insert(level, at: index) }
    return index
  }

  private func levelInsertionIndex(_ priority: Double) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether the tableau holds no rows, no symbols but composites and no objective levels.
  var isEmpty: Bool {
    levels.isEmpty && freeRows.count == rowHeaders.count
      && freeSymbols.count + compositeCount == kinds.count
  }
}
