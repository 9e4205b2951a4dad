// Explaining a rejected required constraint: the Farkas certificate of the failed feasibility
// test names a set of present constraints that conflict with it (the markers left in the
// artificial objective); a deletion filter then shrinks that set to an irreducible one.

extension Solver {
  /// The required constraints owning the markers of `Σ coefficients · symbols` (composites
  /// expanded into the markers they stand for), in order of addition.
  func farkasConstraints(symbols: [Int32], coefficients: [Double]) -> [Constraint] {
    var found: [(serial: Int, constraint: Constraint)] = []
    var seen = IntMap<Bool>()
    let markers = tableau.expandMarkers(symbols: symbols, coefficients: coefficients)
    for (symbol, _) in markers where Int(symbol) < owner.count {
      let position = owner[Int(symbol)]
      if position < 0 { continue }
      let record = records[Int(position)]
      if record.priority != nil || seen.value(for: record.serial) != nil { continue }
      seen.insert(true, for: record.serial)
      found.append((record.serial, record.constraint))
    }
    found.sort { $0.serial < $1.serial }
    return found.map(\.constraint)
  }

  /// The present required constraints, in order of addition.
  func requiredConstraints() -> [Constraint] {
    records.filter { $0.priority == nil }.sorted { $0.serial < $1.serial }.map(\.constraint)
  }

  /// Shrinks `candidates` to a minimal subset that still conflicts with `rejected`.
  func explain(_ rejected: Constraint, candidates: [Constraint]) -> [Constraint] {
    guard explainsConflicts else { return candidates }
    if let minimal = deletionFilter(candidates, rejected) { return minimal }
    // The certificate was cut short by rounding: start from every required constraint.
    let all = requiredConstraints()
    guard let subset = conflictSubset(of: all, with: rejected) else { return candidates }
    return deletionFilter(subset, rejected) ?? subset
  }

  /// The deletion filter on one scratch solver holding the candidates: each candidate in turn
  /// is removed and the rejected constraint tried; if it still fails the candidate stays out,
  /// otherwise the rejected one goes and the candidate comes back. Returns `nil` if the
  /// candidates do not conflict with `rejected` after all.
  func deletionFilter(_ candidates: [Constraint], _ rejected: Constraint) -> [Constraint]? {
    let scratch = Solver(explainsConflicts: false)
    do {
      for constraint in candidates { try scratch.add(constraint) }
    } catch {
      return nil
    }
    if (try? scratch.add(rejected)) != nil { return nil }
    var kept = candidates
    var index = 0
    while index < kept.count {
      do {
        try scratch.remove(kept[index])
        if (try? scratch.add(rejected)) == nil {
          kept.remove(at: index)
        } else {
          try scratch.remove(rejected)
          try scratch.add(kept[index])
          index += 1
        }
      } catch {
        return nil
      }
    }
    return kept
  }

  /// If `constraints` plus `rejected` cannot all hold, returns a conflicting subset of
  /// `constraints` (in the same order); `nil` if they are satisfiable together.
  func conflictSubset(of constraints: [Constraint], with rejected: Constraint) -> [Constraint]? {
    let scratch = Solver(explainsConflicts: false)
    for (index, constraint) in constraints.enumerated() {
      do {
        try scratch.add(constraint)
      } catch .unsatisfiable(_, let others) {
        // Already conflicting without the rejected constraint (only through rounding).
        return keepOrder(of: constraints, subset: others + [constraint], upTo: index + 1)
      } catch {
        return nil
      }
    }
    do {
      try scratch.add(rejected)
      return nil
    } catch .unsatisfiable(_, let others) {
      return keepOrder(of: constraints, subset: others, upTo: constraints.count)
    } catch {
      return nil
    }
  }

  private func keepOrder(of constraints: [Constraint], subset: [Constraint], upTo end: Int)
    -> [Constraint]
  {
    var members = IntMap<Bool>()
    for constraint in subset { members.insert(true, for: identityKey(constraint)) }
    return constraints[..<end].filter { members.value(for: identityKey($0)) != nil }
  }
}
