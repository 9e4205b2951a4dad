extension Solver {
  /// Removes the constraint at `position` in `records` from the tableau and the registries.
  func erase(recordAt position: Int) throws(SolverError) {
    let record = records[position]
    // Composite markers that stand for this constraint's marker among others give it up first.
    tableau.isolate(record.marker)
    // Take the constraint's errors out of the objective first.
    if let priority = record.priority, let level = tableau.levelIndex(of: priority) {
      if tableau.kind(record.marker) == .error {
        tableau.addToObjective(level: level, symbol: record.marker, delta: -record.weight)
      }
      if record.other >= 0 {
        tableau.addToObjective(level: level, symbol: record.other, delta: -record.weight)
      }
    }
    // Make the marker basic, then drop its row.
    let marker = record.marker
    if tableau.isBasic(marker) {
      tableau.releaseRow(tableau.rowOf[Int(marker)])
    } else if let (slot, cell) = markerLeavingRow(marker) {
      tableau.pivot(row: slot, cell: cell)
      tableau.releaseRow(slot)
    }
    tableau.purge(marker)
    if record.other >= 0 { tableau.purge(record.other) }
    tableau.freeSymbol(marker)
    if record.other >= 0 { tableau.freeSymbol(record.other) }
    owner[Int(marker)] = -1
    if record.other >= 0 { owner[Int(record.other)] = -1 }

    if let priority = record.priority, let level = tableau.levelIndex(of: priority) {
      tableau.levels[level].users -= 1
      if tableau.levels[level].users == 0 { tableau.levels.remove(at: level) }
    }
    for term in record.variables {
      if let symbol = variables.release(term.variable) {
        tableau.purge(symbol)
        tableau.freeSymbol(symbol)
      }
    }
    // Forget the record (the last one moves into its place).
    recordIndex.remove(identityKey(record.constraint))
    let last = records.removeLast()
    if position < records.count {
      records[position] = last
      recordIndex.insert(position, for: identityKey(last.constraint))
      owner[Int(last.marker)] = Int32(position)
      if last.other >= 0 { owner[Int(last.other)] = Int32(position) }
    }
    if records.isEmpty && tableau.isEmpty {
      // Nothing left: start again from a fresh tableau so an emptied solver equals a new one.
      let (primal, dual) = (tableau.primalPivots, tableau.dualPivots)
      tableau = Tableau(reservingSymbols: 64, rows: 32)
      tableau.primalPivots = primal
      tableau.dualPivots = dual
      owner = Array(repeating: -1, count: 64)
      nextSerial = 0
      return
    }
    try tableau.optimize()
  }

  /// The row in which the marker of a removed constraint should become basic: a dummy's row,
  /// else the restricted row it limits first (as in a ratio test), else any restricted row, else
  /// any other row.
  ///
  /// A dummy is basic only as the marker of a required equality that was redundant when added
  /// (the others already implied it): its row says how the others imply it. Pivoting any other
  /// row would leave the dummy basic at a value other than zero and the constraint unheld, so
  /// that the removed constraint's value would be lost even though the redundant one still
  /// implies it (kiwi has the same flaw).
  func markerLeavingRow(_ marker: Int32) -> (Int32, Int)? {
    let column = tableau.column(marker)
    if column.isEmpty { return nil }
    var largest = 0.0
    for entry in column { largest = max(largest, abs(tableau.coefficient(at: entry))) }
    let tolerance = largest * pivotTolerance
    var first: (ratio: Double, basic: Int32, entry: ColumnEntry)?
    var second: (ratio: Double, basic: Int32, entry: ColumnEntry)?
    var third: (basic: Int32, entry: ColumnEntry)?
    var redundant: (basic: Int32, entry: ColumnEntry)?
    var largestEntry = column[column.startIndex]
    for entry in column {
      let coefficient = tableau.coefficient(at: entry)
      if abs(coefficient) > abs(tableau.coefficient(at: largestEntry)) { largestEntry = entry }
      if abs(coefficient) <= tolerance { continue }
      let basic = tableau.basic(ofRow: entry.row)
      if tableau.kind(basic) == .dummy {
        if redundant == nil || basic < redundant!.basic { redundant = (basic, entry) }
      } else if tableau.kind(basic).isRestricted {
        let ratio = max(0, tableau.constant(ofRow: entry.row)) / abs(coefficient)
        if coefficient < 0 {
          if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic)
          {
            first = (ratio, basic, entry)
          }
        } else if second == nil || ratio < second!.ratio
          || (ratio == second!.ratio && basic < second!.basic)
        {
          second = (ratio, basic, entry)
        }
      } else if third == nil || basic < third!.basic {
        third = (basic, entry)
      }
    }
    let entry = redundant?.entry ?? first?.entry ?? second?.entry ?? third?.entry ?? largestEntry
    return (entry.row, Int(entry.cell))
  }
}
