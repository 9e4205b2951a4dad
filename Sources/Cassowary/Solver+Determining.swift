// Which constraints hold a variable where it is: in the solved tableau a basic variable's row
// writes it as a constant plus nonbasic symbols, and each of those symbols is the marker (slack,
// error or dummy) of a constraint that is tight at the solution. Those constraints, and only
// those, decide the value: loosen any other one a little and the variable stays put.

extension Solver {
  /// The constraints whose markers occur in `variable`'s row, in order of addition; empty when
  /// the variable is not in the solver or is nonbasic (then it rests at zero and nothing holds
  /// it there; `isUniquelyDetermined` says whether it can move). Edit constraints are left out.
  public func determiningConstraints(of variable: Variable) -> [Constraint] {
    guard let symbol = variables.symbol(of: variable) else { return [] }
    let slot = tableau.rowOf[Int(symbol)]
    if slot < 0 { return [] }
    var found: [(serial: Int, constraint: Constraint)] = []
    var seen = IntMap<Bool>()
    let cells = tableau.cells(ofRow: slot)
    let markers = tableau.expandMarkers(
      symbols: cells.map(\.symbol), coefficients: cells.map(\.coefficient))
    for (symbol, _) in markers where Int(symbol) < owner.count {
      let position = owner[Int(symbol)]
      if position < 0 { continue }
      let record = records[Int(position)]
      if record.isEdit || seen.value(for: record.serial) != nil { continue }
      seen.insert(true, for: record.serial)
      found.append((record.serial, record.constraint))
    }
    found.sort { $0.serial < $1.serial }
    return found.map(\.constraint)
  }
}
