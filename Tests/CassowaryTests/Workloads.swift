@testable import Cassowary

/// The chain and tree workloads of the benchmark README, generated from their definitions.
enum Workloads {
  /// chain-N: x0 >= 0; x_g - x_(g-1) >= 5 (required); x_g - x_(g-1) == 10 weak with weight
  /// 1 + g/M for g < M; edit variables x0 and x_M (strong) declared first.
  struct Chain {
    let gaps: Int
    let x: [Variable]
    let solver = Solver()

    init(constraints n: Int) throws {
      gaps = n / 2
      x = (0...gaps).map { Variable("x\($0)") }
      try solver.addEditVariable(x[0], strength: .strong)
      try solver.addEditVariable(x[gaps], strength: .strong)
      try solver.suggestValue(0, for: x[0])
      try solver.suggestValue(10 * Double(gaps - 1) + 5, for: x[gaps])
      try solver.add(x[0] >= 0)
      for g in 1...gaps {
        try solver.add(x[g] - x[g - 1] >= 5)
        if g < gaps {
          try solver.add(
            Constraint(
              x[g] - x[g - 1] - 10, .equal, strength: .weak,
              weight: 1 + Double(g) / Double(gaps)))
        }
      }
    }

    /// Round r: x0 := r % 5, x_M := x0 + 10(M-1) + 5 + 3((r % 20) - 10).
    func round(_ r: Int) throws {
      let start = Double(r % 5)
      try solver.suggestValue(start, for: x[0])
      try solver.suggestValue(
        start + 10 * Double(gaps - 1) + 5 + 3 * Double((r % 20) - 10), for: x[gaps])
    }

    /// The optimum after round r, worked out from the weights: every weak gap is 10 unless the
    /// last gap would fall below 5, in which case the lightest gaps give way first, 5 each.
    func expected(round r: Int) -> [Double] {
      let start = Double(r % 5)
      let length = 10 * Double(gaps - 1) + 5 + 3 * Double((r % 20) - 10)
      var gap = Array(repeating: 10.0, count: gaps + 1)
      gap[gaps] = length - 10 * Double(gaps - 1)
      if gap[gaps] < 5 {
        var deficit = 5 - gap[gaps]
        gap[gaps] = 5
        var g = 1
        while deficit > 0 {
          let give = min(5, deficit)
          gap[g] -= give
          deficit -= give
          g += 1
        }
      }
      var values = [start]
      for g in 1...gaps { values.append(values[g - 1] + gap[g]) }
      return values
    }
  }

  /// tree-K: nested horizontal stack views, a complete 3-ary tree with padding 2 and gaps 1;
  /// leaves want width 20 (weak) and at least 1 (required); the root width is edited (strong).
  struct Tree {
    static let factors = [1.5, 1.2, 1.0, 0.9, 1.1, 2.0, 1.3, 0.95, 1.05, 1.25]
    let depth: Int
    let nodes: Int
    let internalNodes: Int
    let left: [Variable]
    let width: [Variable]
    let solver = Solver()
    var constraints: [Constraint] = []

    init(depth: Int) throws {
      self.depth = depth
      var nodes = 0
      var internalNodes = 0
      var level = 1
      for index in 0...depth {
        nodes += level
        if index < depth { internalNodes += level }
        level *= 3
      }
      self.nodes = nodes
      self.internalNodes = internalNodes
      left = (0..<nodes).map { Variable("l\($0)") }
      width = (0..<nodes).map { Variable("w\($0)") }
      try solver.addEditVariable(width[0], strength: .strong)
      try solver.suggestValue(Self.minimumWidth(depth: depth) * 1.5, for: width[0])
      var constraints = [left[0] == 0]
      for v in 0..<nodes {
        if v < internalNodes {
          let c = (1...3).map { 3 * v + $0 }
          constraints.append(left[c[0]] == left[v] + 2)
          for k in 0..<2 {
            constraints.append(left[c[k + 1]] == left[c[k]] + width[c[k]] + 1)
          }
          constraints.append(left[c[2]] + width[c[2]] + 2 == left[v] + width[v])
          for k in 1..<3 { constraints.append(width[c[k]] == width[c[0]]) }
        } else {
          constraints.append(width[v] >= 1)
          constraints.append((width[v] == 20) | .weak)
        }
      }
      for constraint in constraints { try solver.add(constraint) }
      self.constraints = constraints
    }

    static func minimumWidth(depth: Int) -> Double {
      var width = 1.0
      for _ in 0..<depth { width = 3 * width + 6 }
      return width
    }

    func round(_ r: Int) throws {
      try solver.suggestValue(
        Self.minimumWidth(depth: depth) * Self.factors[r % Self.factors.count], for: width[0])
    }

    /// The optimum after round r: the root takes max(Wmin, suggested) and every node splits its
    /// width minus padding and gaps equally among its children.
    func expected(round r: Int) -> (left: [Double], width: [Double]) {
      let minimum = Self.minimumWidth(depth: depth)
      var l = Array(repeating: 0.0, count: nodes)
      var w = Array(repeating: 0.0, count: nodes)
      w[0] = max(minimum, minimum * Self.factors[r % Self.factors.count])
      for v in 0..<internalNodes {
        let child = (w[v] - 6) / 3
        var x = l[v] + 2
        for k in 1...3 {
          l[3 * v + k] = x
          w[3 * v + k] = child
          x += child + 1
        }
      }
      return (l, w)
    }
  }
}
