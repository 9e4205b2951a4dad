/// One component of the lexicographic objective: the weighted errors of one optional level.
///
/// Coefficients are stored densely by symbol (for O(1) lookups in ratio tests) together with the
/// list of symbols whose coefficient is non-zero (for entering-symbol scans).
struct ObjectiveLevel {
  /// The optional level (`.infinity` for the artificial objective of a feasibility test).
  var priority: Double
  /// How many constraints contribute errors to this level.
  var users = 0
  /// The largest weight ever used at this level, the scale of its reduced costs.
  var scale = 1.0
  /// The objective value at the current basic solution.
  var constant = 0.0
  /// The largest magnitude the constant has had or been changed by (for relative tolerances).
  var magnitude = 0.0
  /// Reduced cost of each nonbasic symbol (zero for basic and unused symbols).
  var coefficients: [Double]
  /// Symbols with a non-zero coefficient, in a deterministic order.
  var members: [Int32] = []
  /// Position of each symbol in `members`, or -1.
  var memberIndex: [Int32]
  /// A cache of the symbols whose coefficient went negative, the only possible entering symbols
  /// of this level; entries turn stale when the coefficient changes again and are dropped when
  /// found. It never decides anything by its order, so it is not part of the state.
  var candidates: [Int32] = []
  var isCandidate: [Bool]

  init(priority: Double, capacity: Int) {
    self.priority = priority
    coefficients = Array(repeating: 0, count: capacity)
    memberIndex = Array(repeating: -1, count: capacity)
    isCandidate = Array(repeating: false, count: capacity)
    ensure(max(64, capacity))
    members.reserveCapacity(16)
    candidates.reserveCapacity(16)
  }

  /// Empties the level (sparsely) and fits its arrays to `capacity` symbols, for reuse.
  mutating func reset(capacity: Int) {
    for symbol in members {
      coefficients[Int(symbol)] = 0
      memberIndex[Int(symbol)] = -1
    }
    for symbol in candidates { isCandidate[Int(symbol)] = false }
    members.removeAll(keepingCapacity: true)
    candidates.removeAll(keepingCapacity: true)
    ensure(capacity)
    users = 0
    scale = 1
    constant = 0
    magnitude = 0
  }

  /// Rebuilds the candidate cache from the coefficients.
  mutating func rebuildCandidates() {
    for symbol in candidates { isCandidate[Int(symbol)] = false }
    candidates.removeAll(keepingCapacity: true)
    for symbol in members where coefficients[Int(symbol)] < 0 {
      candidates.append(symbol)
      isCandidate[Int(symbol)] = true
    }
  }

  /// The tolerance below which a reduced cost counts as zero.
  @inline(__always) var tolerance: Double { 1e-11 * scale }

  /// Makes the dense arrays cover `capacity` symbols, growing them in chunks (entries beyond
  /// the symbols in use stay zero).
  @inline(__always)
  mutating func ensure(_ capacity: Int) {
    if coefficients.count >= capacity { return }
    let target = max(capacity, 2 * coefficients.count, 64)
    coefficients.append(contentsOf: repeatElement(0, count: target - coefficients.count))
    memberIndex.append(contentsOf: repeatElement(-1, count: target - memberIndex.count))
    isCandidate.append(contentsOf: repeatElement(false, count: target - isCandidate.count))
  }

  /// Sets the coefficient of `symbol`, keeping `members` in step and logging for rollback.
  @inline(__always)
  mutating func set(_ value: Double, for symbol: Int32, journal: inout Journal, level: Int) {
    let s = Int(symbol)
    let old = coefficients[s]
    if old == value { return }
    if level >= 0 && journal.isActive {
      journal.logCoefficient(level: level, symbol: symbol, old: old)
    }
    coefficients[s] = value
    if value < 0 && !isCandidate[s] {
      isCandidate[s] = true
      candidates.append(symbol)
    }
    if old == 0 {
      if level >= 0 && journal.isActive {
        journal.saveMembers(level: level, members)
        journal.logMemberIndex(level: level, symbol: symbol, old: -1)
      }
      memberIndex[s] = Int32(members.count)
      members.append(symbol)
    } else if value == 0 {
      if level >= 0 && journal.isActive { journal.saveMembers(level: level, members) }
      let position = Int(memberIndex[s])
      let last = members.removeLast()
      if position < members.count {
        members[position] = last
        if level >= 0 && journal.isActive {
          journal.logMemberIndex(level: level, symbol: last, old: memberIndex[Int(last)])
        }
        memberIndex[Int(last)] = Int32(position)
      }
      if level >= 0 && journal.isActive {
        journal.logMemberIndex(level: level, symbol: symbol, old: memberIndex[s])
      }
      memberIndex[s] = -1
    }
  }

  /// Adds `delta` to the coefficient of `symbol`, treating cancellation noise as zero.
  @inline(__always)
  mutating func add(_ delta: Double, to symbol: Int32, journal: inout Journal, level: Int) {
    let old = coefficients[Int(symbol)]
    set(cancellingSum(old, delta), for: symbol, journal: &journal, level: level)
  }

  /// Adds `delta` to the constant, tracking its magnitude.
  @inline(__always)
  mutating func addConstant(_ delta: Double) {
    magnitude = max(magnitude, abs(delta), abs(constant))
    constant = cancellingSum(constant, delta)
  }
}
