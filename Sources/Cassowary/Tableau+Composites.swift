// Composite markers: the fixed part of a row in one symbol.
//
// The marker of a required equality is fixed at zero and never enters the basis; it is kept in
// the rows only to say how each basic value depends on that constraint (for removal, conflict
// explanations and determining constraints). Written out, the row of the last view of a chain
// pinned top to bottom holds the marker of every constraint above it, and every row built from it
// copies them: the tableau grows with the square of the chain.
//
// A new row with more than one such marker and otherwise only variables (no slack or error:
// `Solver.compressMarkers`) holds instead one composite marker `c` (kind `.dummy`, owned by no
// constraint) standing for their combination, kept once in `compositePool`. A row
// that substitutes the row's basic symbol copies one cell, not the chain. A composite's
// definition never changes: its symbols are markers, which never enter the basis, or earlier
// composites. Every question about markers (which constraints a row depends on, which conflict)
// expands composites back into the markers they stand for (`expandMarkers`). Before a required
// equality is removed, its marker is taken out of every composite that names it (`isolate`),
// which costs as much as those composites and the rows holding them.

extension Tableau {
  /// Whether `symbol` is a composite marker.
  @inline(__always) func isComposite(_ symbol: Int32) -> Bool {
    Int(symbol) < compositeSpans.count && compositeSpans[Int(symbol)].count > 0
  }

  /// How many composite definitions name `symbol`.
  @inline(__always) func compositeUses(of symbol: Int32) -> Int {
    Int(symbol) < compositeUsers.count ? compositeUsers[Int(symbol)].count : 0
  }

  /// The definition of a composite marker: the markers (and earlier composites) it stands for.
  func definition(ofComposite symbol: Int32) -> ArraySlice<Cell> {
    let span = compositeSpans[Int(symbol)]
    return compositePool[Int(span.start)..<Int(span.start + span.count)]
  }

  /// The rank of a composite: its place in `compositesByRank`, the order composites were made in.
  @inline(__always) func rank(ofComposite symbol: Int32) -> Int32 {
    compositeSpans[Int(symbol)].capacity
  }

  /// A new composite marker standing for `Σ coefficients · symbols` (markers or composites).
  mutating func makeComposite(symbols: [Int32], coefficients: [Double]) -> Int32 {
    precondition(!journal.isActive, "composites are made outside feasibility tests")
    let composite = allocateSymbol(.dummy)
    let needed = Int(composite) + 1
    if compositeSpans.count < needed {
      compositeSpans.append(contentsOf: repeatElement(Span(), count: needed - compositeSpans.count))
    }
    let largest = Int(symbols.reduce(composite) { max($0, $1) })
    if compositeUsers.count <= largest {
      compositeUsers.append(
        contentsOf: repeatElement([], count: largest + 1 - compositeUsers.count))
    }
    let start = compositePool.count
    for index in symbols.indices {
      compositePool.append(Cell(symbol: symbols[index], link: -1, coefficient: coefficients[index]))
      compositeUsers[Int(symbols[index])].append(composite)
    }
    // The capacity field holds the composite's rank.
    compositeSpans[Int(composite)] = Span(
      start: Int32(start), count: Int32(symbols.count), capacity: Int32(compositesByRank.count))
    compositesByRank.append(composite)
    compositeCount += 1
    return composite
  }

  /// Writes `Σ coefficients · symbols` in markers only: every composite replaced by its
  /// definition, recursively, coefficients summed (cancelled ones dropped). Markers keep the
  /// order of their first appearance in a walk that expands later composites first.
  func expandMarkers(symbols: [Int32], coefficients: [Double]) -> [(
    symbol: Int32, coefficient: Double
  )] {
    var weights = IntMap<Double>()
    var pending: [Int32] = []
    var leaves: [Int32] = []
    var known = IntMap<Bool>()
    func add(_ symbol: Int32, _ value: Double) {
      if let old = weights.value(for: Int(symbol)) {
        weights.insert(cancellingSum(old, value), for: Int(symbol))
        return
      }
      weights.insert(value, for: Int(symbol))
      if known.value(for: Int(symbol)) == nil {
        known.insert(true, for: Int(symbol))
        if isComposite(symbol) { pushComposite(symbol, &pending) } else { leaves.append(symbol) }
      }
    }
    for index in symbols.indices { add(symbols[index], coefficients[index]) }
    // A composite is expanded once, after every composite made later than it (the only ones
    // that can name it): its weight is then complete.
    while let composite = popLatest(&pending) {
      let weight = weights.value(for: Int(composite)) ?? 0
      if weight == 0 { continue }
      for cell in definition(ofComposite: composite) { add(cell.symbol, weight * cell.coefficient) }
    }
    return leaves.compactMap { symbol in
      let weight = weights.value(for: Int(symbol)) ?? 0
      return weight == 0 ? nil : (symbol, weight)
    }
  }

  /// Pushes a composite on a max-heap of ranks.
  private func pushComposite(_ symbol: Int32, _ heap: inout [Int32]) {
    heap.append(symbol)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if rank(ofComposite: heap[parent]) >= rank(ofComposite: heap[child]) { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  /// Pops the composite of highest rank from a max-heap of ranks.
  private func popLatest(_ heap: inout [Int32]) -> Int32? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    if heap.isEmpty { return top }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= heap.count { break }
      var largest = left
      if left + 1 < heap.count && rank(ofComposite: heap[left + 1]) > rank(ofComposite: heap[left])
      {
        largest = left + 1
      }
      if rank(ofComposite: heap[parent]) >= rank(ofComposite: heap[largest]) { break }
      heap.swapAt(parent, largest)
      parent = largest
    }
    return top
  }

  /// Makes every row and objective that holds `marker` through composites hold it as a cell of
  /// its own, so that no composite names it any more: each composite that names it (directly or
  /// through another) gives way to a new one without it plus its share of `marker`.
  mutating func isolate(_ marker: Int32) {
    guard compositeUses(of: marker) > 0 else { return }
    // The composites that name the marker, directly or not, in rank order: members first.
    var affected: [Int32] = []
    var seen = IntMap<Bool>()
    var stack = compositeUsers[Int(marker)]
    while let composite = stack.popLast() {
      if seen.value(for: Int(composite)) != nil { continue }
      seen.insert(true, for: Int(composite))
      affected.append(composite)
      if Int(composite) < compositeUsers.count { stack += compositeUsers[Int(composite)] }
    }
    affected.sort { rank(ofComposite: $0) < rank(ofComposite: $1) }
    // Each one's replacement: `coefficient · symbol + share · marker` (symbol -1: only the share).
    var replacementIndex = IntMap<Int>()
    var replacements: [(composite: Int32, symbol: Int32, coefficient: Double, share: Double)] = []
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    for composite in affected {
      // A copy: new composites are appended to the pool below.
      let cells = Array(definition(ofComposite: composite))
      symbols.removeAll(keepingCapacity: true)
      coefficients.removeAll(keepingCapacity: true)
      var share = 0.0
      func member(_ symbol: Int32, _ coefficient: Double) {
        if let position = symbols.firstIndex(of: symbol) {
          coefficients[position] = cancellingSum(coefficients[position], coefficient)
        } else {
          symbols.append(symbol)
          coefficients.append(coefficient)
        }
      }
      for cell in cells {
        if cell.symbol == marker {
          share = cancellingSum(share, cell.coefficient)
        } else if let index = replacementIndex.value(for: Int(cell.symbol)) {
          let inner = replacements[index]
          share = cancellingSum(share, cell.coefficient * inner.share)
          if inner.symbol >= 0 { member(inner.symbol, cell.coefficient * inner.coefficient) }
        } else {
          member(cell.symbol, cell.coefficient)
        }
      }
      var kept = 0
      for index in symbols.indices where coefficients[index] != 0 {
        symbols[kept] = symbols[index]
        coefficients[kept] = coefficients[index]
        kept += 1
      }
      symbols.removeLast(symbols.count - kept)
      coefficients.removeLast(coefficients.count - kept)
      var replacement = (composite: composite, symbol: Int32(-1), coefficient: 0.0, share: share)
      if symbols.count >= 2 {
        replacement.symbol = makeComposite(symbols: symbols, coefficients: coefficients)
        replacement.coefficient = 1
      } else if symbols.count == 1 {
        replacement.symbol = symbols[0]
        replacement.coefficient = coefficients[0]
      }
      replacementIndex.insert(replacements.count, for: Int(composite))
      replacements.append(replacement)
    }
    // The rows and objectives holding an affected composite get its replacement.
    for replacement in replacements {
      let composite = replacement.composite
      while columnCount(composite) > 0 {
        let span = columnSpans[Int(composite)]
        let entry = columnPool[Int(span.start + span.count - 1)]
        let factor = coefficient(at: entry)
        removeCell(row: entry.row, at: Int(entry.cell))
        if replacement.symbol >= 0 {
          addToRow(entry.row, symbol: replacement.symbol, factor * replacement.coefficient)
        }
        addToRow(entry.row, symbol: marker, factor * replacement.share)
      }
      for level in levels.indices {
        let factor = levels[level].coefficients[Int(composite)]
        if factor == 0 { continue }
        levels[level].set(0, for: composite, journal: &journal, level: level)
        if replacement.symbol >= 0 {
          levels[level].add(
            factor * replacement.coefficient, to: replacement.symbol, journal: &journal,
            level: level)
        }
        levels[level].add(factor * replacement.share, to: marker, journal: &journal, level: level)
      }
    }
    // Nothing holds the affected composites now but one another: drop them, latest first.
    compositeUsers[Int(marker)] = []
    for replacement in replacements.reversed() { dropComposite(replacement.composite, marker) }
    if compositeGarbage > 4096 && compositeGarbage * 2 > compositePool.count { compactComposites() }
  }

  /// Adds `delta · symbol` to a row (the symbol nonbasic), dropping the cell if it cancels.
  mutating func addToRow(_ slot: Int32, symbol: Int32, _ delta: Double) {
    if delta == 0 { return }
    let span = rowHeaders[Int(slot)].span
    for index in 0..<Int(span.count) where cellPool[Int(span.start) + index].symbol == symbol {
      let sum = cancellingSum(cellPool[Int(span.start) + index].coefficient, delta)
      if sum == 0 {
        removeCell(row: slot, at: index)
      } else {
        touchRow(slot)
        cellPool[Int(span.start) + index].coefficient = sum
      }
      return
    }
    appendCell(row: slot, symbol: symbol, coefficient: delta)
  }

  /// Frees a composite that nothing holds and no live composite names (the users of `cleared`
  /// are already forgotten).
  private mutating func dropComposite(_ composite: Int32, _ cleared: Int32) {
    for cell in definition(ofComposite: composite) where cell.symbol != cleared {
      let member = Int(cell.symbol)
      if let position = compositeUsers[member].lastIndex(of: composite) {
        compositeUsers[member].remove(at: position)
      }
    }
    if Int(composite) < compositeUsers.count { compositeUsers[Int(composite)] = [] }
    let span = compositeSpans[Int(composite)]
    compositesByRank[Int(span.capacity)] = -1
    compositeGarbage += Int(span.count)
    compositeSpans[Int(composite)] = Span()
    compositeCount -= 1
    freeSymbol(composite)
  }

  /// Rewrites the composite pool and the ranks with no garbage (order and definitions unchanged).
  private mutating func compactComposites() {
    var pool: [Cell] = []
    pool.reserveCapacity(compositePool.count - compositeGarbage)
    var ranks: [Int32] = []
    ranks.reserveCapacity(compositeCount)
    for composite in compositesByRank where composite >= 0 {
      let span = compositeSpans[Int(composite)]
      let start = pool.count
      pool.append(contentsOf: compositePool[Int(span.start)..<Int(span.start + span.count)])
      compositeSpans[Int(composite)] = Span(
        start: Int32(start), count: span.count, capacity: Int32(ranks.count))
      ranks.append(composite)
    }
    compositePool = pool
    compositesByRank = ranks
    compositeGarbage = 0
  }
}
