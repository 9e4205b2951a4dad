// Composite markers: the fixed part of a determined row in one symbol.
//
// The marker of a required equality is fixed at zero and never enters the basis; it is kept in
// the rows only to say how each basic value depends on that constraint (for removal, conflict
// explanations and determining constraints). A row whose nonbasic symbols are all such markers
// holds a value that required equalities alone fix. Written out, the row of the last view of a
// chain pinned top to bottom holds the marker of every constraint above it, and every row built
// from it copies them: the tableau grows with the square of the chain.
//
// Such a row is stored instead as `basic = constant + 1·c`, where the composite marker `c` (kind
// `.dummy`, owned by no constraint) stands for the row's combination of markers, kept once in
// `compositePool`. A row that substitutes the basic symbol copies one cell, not the chain. A
// composite's definition never changes: its symbols are markers, which never enter the basis,
// or earlier composites. Every question about markers (which constraints a row depends on, which
// conflict) expands composites back into the markers they stand for (`expandMarkers`). Removing a
// required equality whose marker some composite names rebuilds the tableau without it
// (`Solver.rebuild(without:)`), as expensive as re-adding the remaining constraints, which is
// linear on a chain, where expanding the composites would be quadratic.

extension Tableau {
  /// Whether `symbol` is a composite marker.
  @inline(__always) func isComposite(_ symbol: Int32) -> Bool {
    Int(symbol) < compositeSpans.count && compositeSpans[Int(symbol)].count > 0
  }

  /// How many composite definitions name `symbol`.
  @inline(__always) func compositeUses(of symbol: Int32) -> Int {
    Int(symbol) < compositeUseCounts.count ? Int(compositeUseCounts[Int(symbol)]) : 0
  }

  /// The definition of a composite marker: the markers (and earlier composites) it stands for.
  func definition(ofComposite symbol: Int32) -> ArraySlice<Cell> {
    let span = compositeSpans[Int(symbol)]
    return compositePool[Int(span.start)..<Int(span.start + span.count)]
  }

  /// A new composite marker standing for `Σ coefficients · symbols` (markers or composites).
  mutating func makeComposite(symbols: [Int32], coefficients: [Double]) -> Int32 {
    precondition(!journal.isActive, "composites are made outside feasibility tests")
    let composite = allocateSymbol(.dummy)
    let needed = Int(composite) + 1
    if compositeSpans.count < needed {
      compositeSpans.append(contentsOf: repeatElement(Span(), count: needed - compositeSpans.count))
    }
    let largest = symbols.reduce(Int32(-1)) { max($0, $1) }
    if compositeUseCounts.count <= Int(largest) {
      compositeUseCounts.append(
        contentsOf: repeatElement(0, count: Int(largest) + 1 - compositeUseCounts.count))
    }
    let start = compositePool.count
    for index in symbols.indices {
      compositePool.append(Cell(symbol: symbols[index], link: -1, coefficient: coefficients[index]))
      compositeUseCounts[Int(symbols[index])] += 1
    }
    // The capacity field holds the composite's rank: composites are numbered as they are made.
    compositeSpans[Int(composite)] = Span(
      start: Int32(start), count: Int32(symbols.count), capacity: Int32(compositeCount))
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

  /// The rank of a composite: the order in which composites were made.
  @inline(__always) func rank(ofComposite symbol: Int32) -> Int32 {
    compositeSpans[Int(symbol)].capacity
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
}
