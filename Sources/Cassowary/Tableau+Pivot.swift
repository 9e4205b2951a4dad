extension Tableau {
  /// Exchanges the basic symbol of row `slot` with the symbol of its cell `cellIndex`, then
  /// substitutes the entering symbol's new row into every row and objective that contains it.
  mutating func pivot(row slot: Int32, cell cellIndex: Int) {
    touchRow(slot)
    let pivotCell = cell(ofRow: slot, at: cellIndex)
    let entering = pivotCell.symbol
    let leaving = basic(ofRow: slot)
    removeCell(row: slot, at: cellIndex)
    // leaving = c + a·entering + Σ b·n  ⇒  entering = -c/a + (1/a)·leaving + Σ (-b/a)·n
    let factor = -1 / pivotCell.coefficient
    rowHeaders[Int(slot)].constant *= factor
    let span = rowHeaders[Int(slot)].span
    for index in Int(span.start)..<Int(span.start + span.count) {
      cellPool[index].coefficient *= factor
    }
    appendCell(row: slot, symbol: leaving, coefficient: 1 / pivotCell.coefficient)
    rowHeaders[Int(slot)].basic = entering
    rowOf[Int(entering)] = slot
    rowOf[Int(leaving)] = -1
    substitute(entering, withRowAt: slot)
  }

  /// Replaces `symbol` (now basic in row `slot`) by that row everywhere else.
  mutating func substitute(_ symbol: Int32, withRowAt slot: Int32) {
    if columnCount(symbol) == 0 && !occursInObjective(symbol) { return }
    pivotSymbols.removeAll(keepingCapacity: true)
    pivotCoefficients.removeAll(keepingCapacity: true)
    for cell in cells(ofRow: slot) {
      pivotSymbols.append(cell.symbol)
      pivotCoefficients.append(cell.coefficient)
    }
    let rowConstant = constant(ofRow: slot)
    if journal.isActive {
      while columnCount(symbol) > 0 {
        let span = columnSpans[Int(symbol)]
        let entry = columnPool[Int(span.start + span.count - 1)]
        let factor = coefficient(at: entry)
        removeCell(row: entry.row, at: Int(entry.cell))
        addPivotRow(times: factor, constant: rowConstant, into: entry.row)
      }
    } else {
      substituteUnjournaled(symbol, constant: rowConstant)
    }
    for level in levels.indices {
      let factor = levels[level].coefficients[Int(symbol)]
      if factor == 0 { continue }
      levels[level].set(0, for: symbol, journal: &journal, level: level)
      levels[level].addConstant(factor * rowConstant)
      for index in pivotSymbols.indices {
        levels[level].add(
          factor * pivotCoefficients[index], to: pivotSymbols[index], journal: &journal,
          level: level)
      }
    }
    if artificial != nil {
      let factor = artificial!.coefficients[Int(symbol)]
      if factor != 0 {
        artificial!.set(0, for: symbol, journal: &journal, level: -1)
        artificial!.addConstant(factor * rowConstant)
        for index in pivotSymbols.indices {
          artificial!.add(
            factor * pivotCoefficients[index], to: pivotSymbols[index], journal: &journal,
            level: -1)
        }
      }
    }
  }

  /// Whether `symbol` has a coefficient in some objective level or the artificial objective.
  func occursInObjective(_ symbol: Int32) -> Bool {
    for level in levels where level.coefficients[Int(symbol)] != 0 { return true }
    return artificial.map { $0.coefficients[Int(symbol)] != 0 } ?? false
  }

  /// The substitution loop without rollback journal: every row holding `symbol` gets
  /// `factor ·` the pivot row (in `pivotSymbols`/`pivotCoefficients`) and loses `symbol`.
  ///
  /// The loop works on raw buffers. New cells first fill the holes of cancelled ones, then the
  /// free room of the row; a row that runs out of room is finished outside the buffers (moved to
  /// a bigger block) before the loop resumes. Column entries that find their column full wait in
  /// `pendingEntries` (their cell's link is `-1 - index` meanwhile) until the loop is over.
  private mutating func substituteUnjournaled(_ symbol: Int32, constant pivotConstant: Double) {
    if columnCount(symbol) == 0 { return }
    prepareScatter()
    var pending = pendingEntries
    var overflow = overflowCells
    pendingEntries = []
    overflowCells = []
    while true {
      let overflowRow = substitutionKernel(
        symbol, constant: pivotConstant, pending: &pending, overflow: &overflow)
      guard overflowRow >= 0 else { break }
      // Give the row a bigger block and move its overflowing cells in.
      reserveRow(overflowRow, extra: overflow.count)
      let span = rowHeaders[Int(overflowRow)].span
      for (offset, cell) in overflow.enumerated() {
        cellPool[Int(span.start + span.count) + offset] = cell
      }
      rowHeaders[Int(overflowRow)].span.count = span.count + Int32(overflow.count)
      overflow.removeAll(keepingCapacity: true)
      noteIfInfeasible(overflowRow)
    }
    // Entries that found their column full.
    for entry in pending {
      reserveColumn(entry.symbol, extra: 1)
      let column = columnSpans[Int(entry.symbol)]
      columnPool[Int(column.start + column.count)] = ColumnEntry(row: entry.row, cell: entry.cell)
      columnSpans[Int(entry.symbol)].count = column.count + 1
      cellPool[Int(rowHeaders[Int(entry.row)].span.start + entry.cell)].link = column.count
    }
    pending.removeAll(keepingCapacity: true)
    pendingEntries = pending
    overflowCells = overflow
  }

  /// Runs the substitution on raw buffers until `symbol` occurs in no row, or until a row
  /// overflows its block: then returns that row (with its extra cells in `overflow`), else -1.
  private mutating func substitutionKernel(
    _ symbol: Int32, constant pivotConstant: Double,
    pending: inout [(symbol: Int32, row: Int32, cell: Int32)], overflow: inout [Cell]
  ) -> Int32 {
    // Move the arrays out of `self` so they can be edited together through raw pointers.
    var cellArray = cellPool
    var columnArray = columnPool
    var spanArray = columnSpans
    var headerArray = rowHeaders
    var scatterArray = scatter
    cellPool = []
    columnPool = []
    columnSpans = []
    rowHeaders = []
    scatter = []
    var currentStamp = stamp
    var negativeRows: [Int32] = []
    var holes = holeScratch
    holeScratch = []
    var hits = pivotHits
    pivotHits = []
    if hits.count < pivotSymbols.count {
      hits.append(contentsOf: repeatElement(0, count: pivotSymbols.count - hits.count))
    }
    var mark = hitMark
    let tracking = tracksInfeasibleRows
    let pivotCount = pivotSymbols.count
    var overflowRow: Int32 = -1

    pivotSymbols.withUnsafeBufferPointer { pivotSymbols in
      pivotCoefficients.withUnsafeBufferPointer { pivotCoefficients in
        kinds.withUnsafeBufferPointer { kinds in
          cellArray.withUnsafeMutableBufferPointer { cells in
            columnArray.withUnsafeMutableBufferPointer { columns in
              spanArray.withUnsafeMutableBufferPointer { spans in
                headerArray.withUnsafeMutableBufferPointer { headers in
                  scatterArray.withUnsafeMutableBufferPointer { scatter in
                    hits.withUnsafeMutableBufferPointer { hits in
                      // The pivot row is scattered once: each symbol's position in it, under one stamp.
                      currentStamp &+= 1
                      if currentStamp == 0 {
                        for index in scatter.indices { scatter[index].stamp = 0 }
                        currentStamp = 1
                      }
                      for index in 0..<pivotCount {
                        scatter[Int(pivotSymbols[index])] = ScatterSlot(
                          stamp: currentStamp, position: Int32(index))
                      }
                      let column = Int(symbol)
                      while spans[column].count > 0 {
                        let entry = columns[Int(spans[column].start + spans[column].count - 1)]
                        let row = Int(entry.row)
                        let start = Int(headers[row].span.start)
                        let capacity = Int(headers[row].span.capacity)
                        var count = Int(headers[row].span.count)
                        let factor = cells[start + Int(entry.cell)].coefficient
                        // The substituted symbol leaves the row: its column entry is the column's last one.
                        spans[column].count -= 1
                        holes.append(entry.cell)
                        headers[row].constant = cancellingSum(
                          headers[row].constant, factor * pivotConstant)

                        cells[start + Int(entry.cell)].symbol = -1
                        // Which pivot cells this row already holds: marked in `hits` under a per-row mark.
                        mark &+= 1
                        if mark == 0 {
                          for index in hits.indices { hits[index] = 0 }
                          mark = 1
                        }
                        var matched = 0
                        for position in 0..<count {
                          let rowSymbol = Int(cells[start + position].symbol)
                          if rowSymbol < 0 { continue }
                          let slot = scatter[rowSymbol]
                          if slot.stamp != currentStamp { continue }
                          let pivotIndex = Int(slot.position)
                          hits[pivotIndex] = mark
                          matched += 1
                          let sum = cancellingSum(
                            cells[start + position].coefficient,
                            factor * pivotCoefficients[pivotIndex])
                          if sum != 0 {
                            cells[start + position].coefficient = sum
                            continue
                          }
                          // Cancelled: unlink from its column (the column's last entry takes its place).
                          let link = cells[start + position].link
                          let span = spans[rowSymbol]
                          let last = span.count - 1
                          if link < last {
                            let moved = columns[Int(span.start + last)]
                            columns[Int(span.start + link)] = moved
                            cells[Int(headers[Int(moved.row)].span.start + moved.cell)].link = link
                          }
                          spans[rowSymbol].count = last
                          cells[start + position].symbol = -1
                          holes.append(Int32(position))
                        }
                        // The pivot cells the row lacks become new cells.
                        for index in 0..<(matched < pivotCount ? pivotCount : 0)
                        where hits[index] != mark {
                          let pivotSymbol = Int(pivotSymbols[index])
                          let delta = factor * pivotCoefficients[index]
                          if delta == 0 { continue }
                          // Into a hole if there is one, else at the end of the row.
                          let position: Int32
                          if let hole = holes.popLast() {
                            position = hole
                          } else {
                            position = Int32(count)
                            count += 1
                          }
                          let span = spans[pivotSymbol]
                          var link: Int32
                          if span.count < span.capacity {
                            columns[Int(span.start + span.count)] = ColumnEntry(
                              row: entry.row, cell: position)
                            spans[pivotSymbol].count = span.count + 1
                            link = span.count
                          } else {
                            link = -1 - Int32(pending.count)
                            pending.append((Int32(pivotSymbol), entry.row, position))
                          }
                          let cell = Cell(
                            symbol: Int32(pivotSymbol), link: link, coefficient: delta)
                          if Int(position) < capacity {
                            cells[start + Int(position)] = cell
                          } else {
                            overflow.append(cell)
                          }
                        }
                        // Close the remaining holes (marked by symbol -1): the live cells beyond the final
                        // length (in the block or in the overflow) move into the holes before it.
                        if !holes.isEmpty {
                          let final = count - holes.count
                          var next = 0
                          for position in final..<count {
                            let moved =
                              position < capacity
                              ? cells[start + position] : overflow[position - capacity]
                            if moved.symbol < 0 { continue }
                            while holes[next] >= Int32(final) { next += 1 }
                            let hole = holes[next]
                            next += 1
                            cells[start + Int(hole)] = moved
                            if moved.link >= 0 {
                              columns[Int(spans[Int(moved.symbol)].start + moved.link)].cell = hole
                            } else {
                              pending[Int(-1 - moved.link)].cell = hole
                            }
                          }
                          overflow.removeLast(overflow.count - max(0, final - capacity))
                          count = final
                          holes.removeAll(keepingCapacity: true)
                        }
                        if !overflow.isEmpty {
                          headers[row].span.count = Int32(capacity)
                          overflowRow = entry.row
                          break
                        }
                        headers[row].span.count = Int32(count)
                        if tracking && headers[row].constant < 0
                          && kinds[Int(headers[row].basic)].isRestricted
                        {
                          negativeRows.append(entry.row)
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }

    cellPool = cellArray
    columnPool = columnArray
    columnSpans = spanArray
    rowHeaders = headerArray
    scatter = scatterArray
    stamp = currentStamp
    holeScratch = holes
    pivotHits = hits
    hitMark = mark
    infeasible.append(contentsOf: negativeRows)
    return overflowRow
  }

  /// Adds `factor ·` (the row held in `pivotSymbols`/`pivotCoefficients`, with `constant`) to the
  /// row in `slot`. Entries that cancel are removed, keeping the order of the others.
  private mutating func addPivotRow(times factor: Double, constant: Double, into slot: Int32) {
    touchRow(slot)
    let s = Int(slot)
    rowHeaders[s].constant = cancellingSum(rowHeaders[s].constant, factor * constant)
    prepareScatter()
    let currentStamp = stamp
    let span = rowHeaders[s].span
    let start = Int(span.start)
    let end = start + Int(span.count)
    for index in start..<end {
      scatter[Int(cellPool[index].symbol)] = ScatterSlot(
        stamp: currentStamp, position: Int32(index - start))
    }
    var dead = 0
    if !appendedCells.isEmpty { appendedCells.removeAll(keepingCapacity: true) }
    for index in pivotSymbols.indices {
      let symbol = pivotSymbols[index]
      let delta = factor * pivotCoefficients[index]
      if scatter[Int(symbol)].stamp == currentStamp {
        let position = start + Int(scatter[Int(symbol)].position)
        let sum = cancellingSum(cellPool[position].coefficient, delta)
        cellPool[position].coefficient = sum
        if sum == 0 { dead += 1 }
      } else if delta != 0 {
        appendedCells.append(Cell(symbol: symbol, link: 0, coefficient: delta))
      }
    }
    if dead > 0 { removeZeroCells(row: slot) }
    if !appendedCells.isEmpty {
      reserveRow(slot, extra: appendedCells.count)
      for index in appendedCells.indices {
        let cell = appendedCells[index]
        appendCell(row: slot, symbol: cell.symbol, coefficient: cell.coefficient)
      }
    }
    noteIfInfeasible(slot)
  }

  /// Drops the cells whose coefficient is exactly zero, keeping the order of the others.
  mutating func removeZeroCells(row slot: Int32) {
    touchRow(slot)
    let span = rowHeaders[Int(slot)].span
    let start = Int(span.start)
    var write = 0
    for read in 0..<Int(span.count) {
      let cell = cellPool[start + read]
      if cell.coefficient == 0 {
        unlinkColumnEntry(symbol: cell.symbol, at: cell.link)
        continue
      }
      if write != read {
        cellPool[start + write] = cell
        touchColumn(cell.symbol)
        columnPool[Int(columnSpans[Int(cell.symbol)].start + cell.link)].cell = Int32(write)
      }
      write += 1
    }
    rowHeaders[Int(slot)].span.count = Int32(write)
  }

  /// Makes the scatter arrays cover every symbol and starts a new stamp.
  @inline(__always)
  mutating func prepareScatter() {
    if scatter.count < symbolCapacity {
      // Grow geometrically: symbols are usually created one at a time.
      let target = max(symbolCapacity, 2 * scatter.count, 64)
      scatter.append(contentsOf: repeatElement(ScatterSlot(), count: target - scatter.count))
    }
    stamp &+= 1
    if stamp == 0 {
      for index in scatter.indices { scatter[index].stamp = 0 }
      stamp = 1
    }
  }
}
