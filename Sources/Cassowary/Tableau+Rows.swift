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
    func accumulate(_ symbol: Int32, _ value: Double, into result: inout ExpandedRow) {
      if scatterStamp[Int(symbol)] == stamp {
        let position = Int(scatterPosition[Int(symbol)])
        result.coefficients[position] = cancellingSum(result.coefficients[position], value)
      } else {
        scatterStamp[Int(symbol)] = stamp
        scatterPosition[Int(symbol)] = Int32(result.symbols.count)
        result.symbols.append(symbol)
        result.coefficients.append(value)
      }
    }
    for (symbol, coefficient) in terms {
      let slot = rowOf[Int(symbol)]
      if slot < 0 {
        accumulate(symbol, coefficient, into: &result)
        continue
      }
      let contribution = coefficient * self.constant(ofRow: slot)
      result.magnitude = max(result.magnitude, abs(contribution), abs(result.constant))
      result.constant = cancellingSum(result.constant, contribution)
      for cell in cells(ofRow: slot) {
        accumulate(cell.symbol, coefficient * cell.coefficient, into: &result)
      }
    }
    // Drop cancelled entries, keeping first-appearance order.
    if result.coefficients.contains(0) {
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
