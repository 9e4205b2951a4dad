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
    var stamps = scatterStamp
    var positions = scatterPosition
    scatterStamp = []
    scatterPosition = []
    let currentStamp = stamp
    var hasZero = false
    // Adds `value · symbol` to the result, in first-appearance order.
    func accumulate(_ symbol: Int32, _ value: Double) {
      if stamps[Int(symbol)] == currentStamp {
        let position = Int(positions[Int(symbol)])
        let sum = cancellingSum(result.coefficients[position], value)
        result.coefficients[position] = sum
        if sum == 0 { hasZero = true }
      } else {
        stamps[Int(symbol)] = currentStamp
        positions[Int(symbol)] = Int32(result.symbols.count)
        result.symbols.append(symbol)
        result.coefficients.append(value)
      }
    }
    for (symbol, coefficient) in terms {
      let slot = rowOf[Int(symbol)]
      if slot < 0 {
        accumulate(symbol, coefficient)
        continue
      }
      let contribution = coefficient * self.constant(ofRow: slot)
      result.magnitude = max(result.magnitude, abs(contribution), abs(result.constant))
      result.constant = cancellingSum(result.constant, contribution)
      let span = rowHeaders[Int(slot)].span
      result.symbols.reserveCapacity(result.symbols.count + Int(span.count))
      result.coefficients.reserveCapacity(result.coefficients.count + Int(span.count))
      for index in Int(span.start)..<Int(span.start + span.count) {
        let cell = cellPool[index]
        accumulate(cell.symbol, coefficient * cell.coefficient)
      }
    }
    scatterStamp = stamps
    scatterPosition = positions
    // Drop cancelled entries, keeping first-appearance order.
    if hasZero {
      var kept = ExpandedRow(constant: result.constant, magnitude: result.magnitude)
      for index in result.symbols.indices where result.coefficients[index] != 0 {
        kept.symbols.append(result.symbols[index])
        kept.coefficients.append(result.coefficients[index])
      }
      return kept
    }
    return result
  }
}
