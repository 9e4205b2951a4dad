/// The row (or column) a block's constraints lay along one axis, from a view's leading edge to
/// its trailing edge (top to bottom), when the view's size is fixed too: the gaps and sizes along
/// it that cannot add up to that size, as the course draws them, `|-8-[label 300]-8-|` in a view
/// 320 wide.
public struct ConstraintChain: Sendable {
  /// One stretch of the row: from one edge to the next, by a constraint's constant, or by a
  /// margin whose length the log does not say.
  public struct Step: Sendable {
    public var from: LoggedConstraint.Anchor
    public var to: LoggedConstraint.Anchor
    /// Nil for a margin.
    public var length: Double?
    /// The constraint that sets it (its place in the block's list); nil for a margin.
    public var constraint: Int?
    /// A size (from a view's first edge to its last) rather than a gap between two views.
    public var isSize: Bool
  }

  public var axis: LayoutAttribute.Axis
  /// The view the row must fill.
  public var view: LoggedView
  /// Its size, as its own constraint fixes it.
  public var size: Double
  /// That constraint's place in the list.
  public var sizeConstraint: Int
  public var steps: [Step]

  /// What the known lengths add up to.
  public var total: Double { steps.compactMap(\.length).reduce(0, +) }
  /// Steps whose length the log does not say (margins).
  public var unknownCount: Int { steps.filter { $0.length == nil }.count }
  /// Whether the row certainly cannot fill the view: no margins, and a different total.
  public var cannotAddUp: Bool { unknownCount == 0 && abs(total - size) > 0.001 }
}

/// Finds a block's chains: for each view with a fixed size, a path from its first edge to its
/// last through the other constraints, every step forward, not using that size.
public enum ChainFinder {
  private struct Node: Hashable {
    var view: String
    /// 0 first edge, 1 first margin, 2 last margin, 3 last edge.
    var edge: Int
  }

  private struct Edge {
    var to: Node
    var length: Double?
    var constraint: Int?
  }

  public static func chains(in block: ConflictBlock) -> [ConstraintChain] {
    guard block.kind == .unsatisfiable else { return [] }
    var found: [ConstraintChain] = []
    for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
      let graph = edges(of: block, axis: axis)
      var best: ConstraintChain?
      var tried = 0
      for (index, constraint) in block.constraints.enumerated() where tried < 20 {
        guard let relation = constraint.relation, relation.second == nil,
          relation.kind == .equal, relation.first.attribute.isSize,
          relation.first.attribute.axis == axis
        else { continue }
        tried += 1
        let key = ConflictBlock.key(relation.first.view)
        guard
          let path = longestPath(
            from: Node(view: key, edge: 0), to: Node(view: key, edge: 3), in: graph,
            avoiding: index, size: relation.constant)
        else { continue }
        let chain = ConstraintChain(
          axis: axis, view: block.known(relation.first.view), size: relation.constant,
          sizeConstraint: index,
          steps: path.map { step($0.0, $0.1, block: block, axis: axis) })
        guard chain.steps.count > 1, chain.unknownCount > 0 || chain.cannotAddUp else { continue }
        // The longest row wins; between equals, the size UIKit gave (a cell's, a mask's), then
        // one UIKit did not break (the broken one is the wish inside the row), then a cell's.
        if let current = best,
          !score(current, in: block).lexicographicallyPrecedes(score(chain, in: block))
        {
          continue
        }
        best = chain
      }
      if let best { found.append(best) }
    }
    return found
  }

  private static func score(_ chain: ConstraintChain, in block: ConflictBlock) -> [Int] {
    let size = block.constraints[chain.sizeConstraint]
    let name = chain.view.className ?? ""
    return [
      chain.steps.count, DiagnosisCatalogue.isUIKits(size) ? 1 : 0,
      chain.sizeConstraint == block.brokenIndex ? 0 : 1,
      ["Cell", "ContentView", "ReusableView"].contains { name.contains($0) } ? 1 : 0,
    ]
  }

  /// The edges of one axis: each equality between two edges with multiplier 1 (both ways, its
  /// constant one way and minus it the other), each fixed size, and each view's margins.
  private static func edges(of block: ConflictBlock, axis: LayoutAttribute.Axis) -> [Node: [Edge]] {
    var graph: [Node: [Edge]] = [:]
    func add(_ from: Node, _ to: Node, _ length: Double?, _ constraint: Int?) {
      graph[from, default: []].append(Edge(to: to, length: length, constraint: constraint))
    }
    var views: Set<String> = []
    for (index, constraint) in block.constraints.enumerated() {
      guard let relation = constraint.relation, relation.kind == .equal,
        relation.first.attribute.axis == axis
      else { continue }
      if let second = relation.second {
        guard relation.multiplier == 1, let a = node(relation.first), let b = node(second) else {
          continue
        }
        views.formUnion([a.view, b.view])
        add(b, a, relation.constant, index)
        add(a, b, -relation.constant, index)
      } else if relation.first.attribute.isSize {
        let key = ConflictBlock.key(relation.first.view)
        views.insert(key)
        add(Node(view: key, edge: 0), Node(view: key, edge: 3), relation.constant, index)
        add(Node(view: key, edge: 3), Node(view: key, edge: 0), -relation.constant, index)
      }
    }
    for view in views {
      add(Node(view: view, edge: 0), Node(view: view, edge: 1), nil, nil)
      add(Node(view: view, edge: 2), Node(view: view, edge: 3), nil, nil)
    }
    return graph
  }

  private static func node(_ anchor: LoggedConstraint.Anchor) -> Node? {
    let attribute = anchor.attribute
    let margin = attribute.name.hasSuffix("Margin")
    let edge: Int
    if attribute.isLeadingEdge {
      edge = margin ? 1 : 0
    } else if attribute.isTrailingEdge {
      edge = margin ? 2 : 3
    } else {
      return nil
    }
    return Node(view: ConflictBlock.key(anchor.view), edge: edge)
  }

  /// The path from `start` to `end`, every step forward (a length of at least 0, or a
  /// margin's), never through a node twice nor by the constraint `avoiding`: one that does not
  /// add up to `size` before one that does, then the one with the most steps.
  private static func longestPath(
    from start: Node, to end: Node, in graph: [Node: [Edge]], avoiding: Int, size: Double
  ) -> [(Node, Edge)]? {
    var best: [(Node, Edge)]?
    var bestScore = (0, 0)
    var path: [(Node, Edge)] = []
    var visited: Set<Node> = [start]
    var explored = 0
    func walk(_ node: Node) {
      explored += 1
      // A block has a handful of constraints; a pathological one is cut off rather than slow.
      guard explored < 20_000 else { return }
      if node == end {
        let lengths = path.map(\.1.length)
        let total = lengths.compactMap { $0 }.reduce(0, +)
        let fails = lengths.contains(nil) || abs(total - size) > 0.001
        let score = (fails ? 1 : 0, path.count)
        if score > bestScore {
          best = path
          bestScore = score
        }
        return
      }
      for edge in graph[node] ?? [] where edge.constraint != avoiding {
        guard (edge.length ?? 0) >= 0, !visited.contains(edge.to) else { continue }
        visited.insert(edge.to)
        path.append((node, edge))
        walk(edge.to)
        path.removeLast()
        visited.remove(edge.to)
      }
    }
    walk(start)
    return best
  }

  private static func step(
    _ from: Node, _ edge: Edge, block: ConflictBlock, axis: LayoutAttribute.Axis
  ) -> ConstraintChain.Step {
    ConstraintChain.Step(
      from: anchor(from, block: block, axis: axis), to: anchor(edge.to, block: block, axis: axis),
      length: edge.length, constraint: edge.constraint,
      isSize: from.view == edge.to.view && edge.constraint != nil)
  }

  private static func anchor(_ node: Node, block: ConflictBlock, axis: LayoutAttribute.Axis)
    -> LoggedConstraint.Anchor
  {
    let names =
      axis == .horizontal
      ? ["leading", "leadingMargin", "trailingMargin", "trailing"]
      : ["top", "topMargin", "bottomMargin", "bottom"]
    let view = block.views.first { ConflictBlock.key($0) == node.view } ?? LoggedView()
    return .init(view: view, attribute: LayoutAttribute(names[node.edge]))
  }
}
