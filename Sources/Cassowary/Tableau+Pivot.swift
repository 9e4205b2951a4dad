extension Tableau {
  /// Exchanges the basic symbol of row `slot` with the symbol of its cell `cellIndex`, then
  /// substitutes the entering symbol's new row into every row and objective that contains it.
  mutating func pivot(row slot: Int32, cell cellIndex: Int32) {
    touchRow(slot)
    let entering = rows[Int(slot)].cells[Int(cellIndex)].symbol
    let pivotCoefficient = rows[Int(slot)].cells[Int(cellIndex)].coefficient
    let leaving = rows[Int(slot)].basic
    removeCell(row: slot, at: cellIndex)
    // leaving = c + a·entering + Σ b·n  ⇒  entering = -c/a + (1/a)·leaving + Σ (-b/a)·n
    let factor = -1 / pivotCoefficient
    rows[Int(slot)].constant *= factor
    rows[Int(slot)].cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].coefficient *= factor }
    }
    appendCell(row: slot, symbol: leaving, coefficient: 1 / pivotCoefficient)
    rows[Int(slot)].basic = entering
    rowOf[Int(entering)] = slot
    rowOf[Int(leaving)] = -1
    substitute(entering, withRowAt: slot)
  }

  /// Replaces `symbol` (now basic in row `slot`) by that row everywhere else.
  mutating func substitute(_ symbol: Int32, withRowAt slot: Int32) {
    let row = rows[Int(slot)]
    pivotSymbols.removeAll(keepingCapacity: true)
    pivotCoefficients.removeAll(keepingCapacity: true)
    for cell in row.cells {
      pivotSymbols.append(cell.symbol)
      pivotCoefficients.append(cell.coefficient)
    }
    let rowConstant = row.constant
    while let entry = columns[Int(symbol)].last {
      let target = entry.row
      let factor = rows[Int(target)].cells[Int(entry.cell)].coefficient
      removeCell(row: target, at: entry.cell)
      addPivotRow(times: factor, constant: rowConstant, into: target)
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

  /// Adds `factor ·` (the row held in `pivotSymbols`/`pivotCoefficients`, with `constant`) to the
  /// row in `slot`. Entries that cancel are removed.
  private mutating func addPivotRow(times factor: Double, constant: Double, into slot: Int32) {
    touchRow(slot)
    let oldConstant = rows[Int(slot)].constant
    rows[Int(slot)].constant = cancellingSum(oldConstant, factor * constant)

    if scatterStamp.count < symbolCapacity {
      scatterStamp.append(contentsOf: repeatElement(0, count: symbolCapacity - scatterStamp.count))
      scatterPosition.append(
        contentsOf: repeatElement(0, count: symbolCapacity - scatterPosition.count))
    }
    stamp &+= 1
    if stamp == 0 {
      for index in scatterStamp.indices { scatterStamp[index] = 0 }
      stamp = 1
    }
    let currentStamp = stamp
    rows[Int(slot)].cells.withUnsafeBufferPointer { cells in
      scatterStamp.withUnsafeMutableBufferPointer { stamps in
        scatterPosition.withUnsafeMutableBufferPointer { positions in
          for index in cells.indices {
            let symbol = Int(cells[index].symbol)
            stamps[symbol] = currentStamp
            positions[symbol] = Int32(index)
          }
        }
      }
    }
    deadCells.removeAll(keepingCapacity: true)
    for index in pivotSymbols.indices {
      let symbol = pivotSymbols[index]
      let delta = factor * pivotCoefficients[index]
      if scatterStamp[Int(symbol)] == currentStamp {
        let position = Int(scatterPosition[Int(symbol)])
        let old = rows[Int(slot)].cells[position].coefficient
        let sum = cancellingSum(old, delta)
        rows[Int(slot)].cells[position].coefficient = sum
        if sum == 0 { deadCells.append(Int32(position)) }
      } else if delta != 0 {
        appendCell(row: slot, symbol: symbol, coefficient: delta)
      }
    }
    if !deadCells.isEmpty {
      if deadCells.count > 1 { deadCells.sort(by: >) }
      for position in deadCells { removeCell(row: slot, at: position) }
    }
    noteIfInfeasible(slot)
  }
}
