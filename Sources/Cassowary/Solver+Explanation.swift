// Explaining a rejected required constraint: the Farkas certificate of the failed feasibility
// test names a set of present constraints that conflict with it (the markers left in the
// artificial objective); a deletion filter then shrinks that set to an irreducible one.

extension Solver {
  /// The required constraints owning the given marker symbols, in order of addition.
  func farkasConstraints(symbols: [Int32]) -> [Constraint] {
    var found: [(serial: Int, constraint: Constraint)] = []
    var seen = IntMap<Bool>()
    for symbol in symbols where Int(symbol) < owner.count {
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
    var kept = candidates
    if conflictSubset(of: kept, with: rejected) == nil {
      // The certificate was cut short by rounding: start from every required constraint.
      kept = requiredConstraints()
      guard let subset = conflictSubset(of: kept, with: rejected) else { return candidates }
      kept = subset
    }
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if let subset = conflictSubset(of: trial, with: rejected) {
        // Every constraint already shown to be needed is in any conflicting subset, and the
        // subset keeps the order, so the scan goes on at the same index.
        kept = subset
      } else {
        index += 1
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
