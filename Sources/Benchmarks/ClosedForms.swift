/// Closed-form optima of the `chain-N` and `tree-K` workloads (formulas in bench/README.md and
/// `chain_expected` / `tree_expected` of generate_systems.py), computed independently of the solver.
enum ClosedForms {
  /// The unique optimum of chain-N (M = variable count - 1 gaps) after round `round`.
  static func chain(variableCount: Int, round: Int) -> [Double] {
    let gapCount = variableCount - 1
    let start = Double(round % 5)
    let length = 10 * Double(gapCount - 1) + 5 + 3 * Double((round % 20) - 10)
    var gaps = Array(repeating: 10.0, count: gapCount + 1)
    gaps[gapCount] = length - 10 * Double(gapCount - 1)
    if gaps[gapCount] < 5 {
      // The last gap is held at its minimum; the lightest weak gaps give way first, 5 each.
      var deficit = 5 - gaps[gapCount]
      gaps[gapCount] = 5
      var gap = 1
      while deficit > 0 {
        let give = min(5, deficit)
        gaps[gap] -= give
        deficit -= give
        gap += 1
      }
    }
    var values = [start]
    for gap in 1...gapCount { values.append(values[values.count - 1] + gaps[gap]) }
    return values
  }

  static let treeFactors = [1.5, 1.2, 1.0, 0.9, 1.1, 2.0, 1.3, 0.95, 1.05, 1.25]

  /// The narrowest root width of a complete 3-ary tree of stack views of the given depth.
  static func treeMinimumWidth(depth: Int) -> Double {
    var width = 1.0
    for _ in 0..<depth { width = 3 * width + 2 * 2 + 2 * 1 }
    return width
  }

  /// The depth of the tree workload with `variableCount` variables (2 per node), if any.
  static func treeDepth(variableCount: Int) -> Int? {
    for depth in 0...12 {
      var nodes = 0
      var level = 1
      for _ in 0...depth {
        nodes += level
        level *= 3
      }
      if 2 * nodes == variableCount { return depth }
    }
    return nil
  }

  /// The unique optimum of tree-K after round `round`: every node splits its width equally among
  /// its three children after padding 2 on each side and gaps of 1; leaves never go below 1.
  static func tree(depth: Int, round: Int) -> [Double] {
    var nodes = 0
    var internalNodes = 0
    var level = 1
    for index in 0...depth {
      nodes += level
      if index < depth { internalNodes += level }
      level *= 3
    }
    let minimum = treeMinimumWidth(depth: depth)
    let rootWidth = max(minimum, minimum * treeFactors[round % treeFactors.count])
    var values = Array(repeating: 0.0, count: 2 * nodes)
    values[1] = rootWidth
    for node in 0..<internalNodes {
      let childWidth = (values[2 * node + 1] - 2 * 2 - 2 * 1) / 3
      var left = values[2 * node] + 2
      for k in 1...3 {
        let child = 3 * node + k
        values[2 * child] = left
        values[2 * child + 1] = childWidth
        left += childWidth + 1
      }
    }
    return values
  }
}
