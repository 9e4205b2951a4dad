/// A constraint row expressed in the current nonbasic symbols, before it joins the tableau.
struct ExpandedRow {
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  var constant = 0.0
  /// The largest magnitude among the contributions to `constant` (for relative tolerances).
  var magnitude = 0.0
}

extension Tableau {
  /// Expresses `constant + Σ coefficient·symbol` in nonbasic symbols, substituting the rows of
  /// basic ones. Symbols keep the order of their first appearance; cancelled entries are dropped.
  mutating func expand(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double)
    -> ExpandedRow
  {
    prepareScatter()
    var result = ExpandedRow(constant: constant, magnitude: abs(constant))
    // Room for every cell that could appear, so the loop below writes through raw buffers.
    var bound = 0
    for (symbol, _) in terms {
      let slot = rowOf[Int(symbol)]
      bound += slot < 0 ? 1 : Int(rowHeaders[Int(slot)].span.count)
    }
    var spare = borrowSpareRow()
    var symbols = spare.symbols
    var coefficients = spare.coefficients
    spare = ExpandedRow()  // the buffers now have one owner each, so growing them copies nothing
    symbols.append(contentsOf: repeatElement(0, count: bound))
    coefficients.append(contentsOf: repeatElement(0, count: bound))
    var count = 0
    var hasZero = false
    let currentStamp = stamp
    var slots = scatter
    scatter = []
    slots.withUnsafeMutableBufferPointer { slots in
      symbols.withUnsafeMutableBufferPointer { symbols in
        coefficients.withUnsafeMutableBufferPointer { coefficients in
          cellPool.withUnsafeBufferPointer { cells in
            // Adds `value · symbol` to the result, in first-appearance order.
            func accumulate(_ symbol: Int32, _ value: Double) {
              let s = Int(symbol)
              if slots[s].stamp == currentStamp {
                let position = Int(slots[s].position)
                let sum = cancellingSum(coefficients[position], value)
                coefficients[position] = sum
                if sum == 0 { hasZero = true }
              } else {
                slots[s] = ScatterSlot(stamp: currentStamp, position: Int32(count))
                symbols[count] = symbol
                coefficients[count] = value
                count += 1
              }
            }
            for (symbol, coefficient) in terms {
              let slot = rowOf[Int(symbol)]
              if slot < 0 {
                accumulate(symbol, coefficient)
                continue
              }
              let header = rowHeaders[Int(slot)]
              let contribution = coefficient * header.constant
              result.magnitude = max(result.magnitude, abs(contribution), abs(result.constant))
              result.constant = cancellingSum(result.constant, contribution)
              for index in Int(header.span.start)..<Int(header.span.start + header.span.count) {
                accumulate(cells[index].symbol, coefficient * cells[index].coefficient)
              }
            }
          }
        }
      }
    }
    scatter = slots
    if hasZero {
      // Drop cancelled entries, keeping first-appearance order.
      var kept = 0
      for index in 0..<count where coefficients[index] != 0 {
        symbols[kept] = symbols[index]
        coefficients[kept] = coefficients[index]
        kept += 1
      }
      count = kept
    }
    symbols.removeLast(bound - count)
    coefficients.removeLast(bound - count)
    result.symbols = symbols
    result.coefficients = coefficients
    return result
  }

  /// An empty row holding the buffers of earlier rows (see `recycle(_:)`): building a row in it
  /// allocates nothing once they are big enough.
  mutating func borrowSpareRow() -> ExpandedRow {
    var row = ExpandedRow(symbols: expandedSymbols, coefficients: expandedCoefficients)
    expandedSymbols = []
    expandedCoefficients = []
    row.symbols.removeAll(keepingCapacity: true)
    row.coefficients.removeAll(keepingCapacity: true)
    return row
  }

  /// Takes back the buffers of a row made by `expand` once it is no longer needed.
  mutating func recycle(_ row: inout ExpandedRow) {
    expandedSymbols = row.symbols
    expandedCoefficients = row.coefficients
    row.symbols = []
    row.coefficients = []
  }
}
