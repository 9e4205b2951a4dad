/// A small, independent dense linear-programming solver (two-phase simplex, Bland's rule) used
/// to check the solver's answers. It shares no code with the module under test.
struct DenseLP {
  enum Relation { case lessOrEqual, equal, greaterOrEqual }

  struct Row {
    var coefficients: [Double]
    var relation: Relation
    var rhs: Double
  }

  enum Outcome: Equatable {
    case optimal(Double)
    case infeasible
    case unbounded
  }

  /// Number of variables; the first `freeCount` are free, the others are non-negative.
  var variableCount: Int
  var freeCount: Int
  var rows: [Row] = []

  mutating func add(_ coefficients: [Double], _ relation: Relation, _ rhs: Double) {
    rows.append(Row(coefficients: coefficients, relation: relation, rhs: rhs))
  }

  /// Minimizes `objective · z` (`nil`: only tests feasibility, returning `.optimal(0)`).
  func minimize(_ objective: [Double]?) -> Outcome {
    // Columns: free variables split in two, non-negative ones, one slack per inequality,
    // then one artificial per row.
    let n = variableCount
    let inequalities = rows.filter { $0.relation != .equal }.count
    let structural = freeCount * 2 + (n - freeCount) + inequalities
    let width = structural + rows.count
    let height = rows.count
    var table = Array(repeating: 0.0, count: height * width)
    var rhs = [Double]()
    var basis = [Int]()
    var inBasis = Array(repeating: false, count: width)
    var slack = freeCount * 2 + (n - freeCount)
    for (index, row) in rows.enumerated() {
      let base = index * width
      for j in 0..<n {
        if j < freeCount {
          table[base + 2 * j] = row.coefficients[j]
          table[base + 2 * j + 1] = -row.coefficients[j]
        } else {
          table[base + freeCount * 2 + (j - freeCount)] = row.coefficients[j]
        }
      }
      if row.relation != .equal {
        table[base + slack] = row.relation == .lessOrEqual ? 1 : -1
        slack += 1
      }
      var b = row.rhs
      if b < 0 {
        for j in 0..<structural { table[base + j] = -table[base + j] }
        b = -b
      }
      table[base + structural + index] = 1
      rhs.append(b)
      basis.append(structural + index)
      inBasis[structural + index] = true
    }
    let scale = max(
      1, rows.map { $0.coefficients.map(abs).max() ?? 0 }.max() ?? 0, rhs.map(abs).max() ?? 0)
    let tolerance = 1e-9 * scale

    func pivot(_ r: Int, _ c: Int) {
      let p = table[r * width + c]
      for j in 0..<width { table[r * width + j] /= p }
      rhs[r] /= p
      for i in 0..<height where i != r && table[i * width + c] != 0 {
        let f = table[i * width + c]
        for j in 0..<width { table[i * width + j] -= f * table[r * width + j] }
        rhs[i] -= f * rhs[r]
      }
      inBasis[basis[r]] = false
      basis[r] = c
      inBasis[c] = true
    }

    /// Runs the simplex on cost vector `cost` over columns where `allowed` is true.
    func run(_ cost: [Double], _ allowed: (Int) -> Bool) -> Bool {
      let costScale = max(1, cost.map(abs).max() ?? 1)
      for _ in 0..<10_000 {
        var reduced = cost
        for (i, b) in basis.enumerated() where cost[b] != 0 {
          for j in 0..<width { reduced[j] -= cost[b] * table[i * width + j] }
        }
        guard
          let entering = (0..<width).first(where: {
            allowed($0) && !inBasis[$0] && reduced[$0] < -1e-10 * costScale
          })
        else { return true }
        var leaving = -1
        var best = Double.infinity
        for i in 0..<height where table[i * width + entering] > 1e-12 {
          let ratio = rhs[i] / table[i * width + entering]
          let tie = leaving >= 0 && abs(ratio - best) <= 1e-15 && basis[i] < basis[leaving]
          if leaving < 0 || ratio < best - 1e-15 || tie {
            best = ratio
            leaving = i
          }
        }
        if leaving < 0 { return false }
        pivot(leaving, entering)
      }
      return true
    }

    // Phase 1.
    var phaseOne = Array(repeating: 0.0, count: width)
    for index in rows.indices { phaseOne[structural + index] = 1 }
    _ = run(phaseOne) { _ in true }
    let infeasibility = basis.enumerated().reduce(0.0) { sum, item in
      item.element >= structural ? sum + rhs[item.offset] : sum
    }
    if infeasibility > tolerance { return .infeasible }
    guard let objective else { return .optimal(0) }
    // Phase 2 over structural columns only (artificials stay at zero).
    var cost = Array(repeating: 0.0, count: width)
    for j in 0..<n {
      if j < freeCount {
        cost[2 * j] = objective[j]
        cost[2 * j + 1] = -objective[j]
      } else {
        cost[freeCount * 2 + (j - freeCount)] = objective[j]
      }
    }
    // Pivot basic artificials out where possible.
    for i in basis.indices where basis[i] >= structural {
      if let c = (0..<structural).first(where: { abs(table[i * width + $0]) > 1e-9 && !inBasis[$0] }
      ) {
        pivot(i, c)
      }
    }
    if !run(cost, { $0 < structural }) { return .unbounded }
    var value = 0.0
    for (i, b) in basis.enumerated() { value += cost[b] * rhs[i] }
    return .optimal(value)
  }
}
