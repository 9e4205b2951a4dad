import Testing

@testable import Cassowary

/// The chain and tree workloads of the benchmark, small, against their closed-form optima.
@Suite struct WorkloadTests {
  @Test(arguments: [20, 60])
  func chainFollowsItsClosedForm(constraints: Int) throws {
    let chain = try Workloads.Chain(constraints: constraints)
    expectConsistent(chain.solver)
    for round in 0..<40 {
      try chain.round(round)
      let expected = chain.expected(round: round)
      for (variable, value) in zip(chain.x, expected) {
        #expect(abs(chain.solver.value(of: variable) - value) <= 1e-9 * max(1, abs(value)))
      }
      if round % 10 == 9 { expectConsistent(chain.solver) }
    }
    for variable in chain.x { #expect(chain.solver.isUniquelyDetermined(variable)) }
  }

  @Test(arguments: [2, 3])
  func treeFollowsItsClosedForm(depth: Int) throws {
    let tree = try Workloads.Tree(depth: depth)
    expectConsistent(tree.solver)
    for round in 0..<20 {
      try tree.round(round)
      let expected = tree.expected(round: round)
      for node in 0..<tree.nodes {
        #expect(abs(tree.solver.value(of: tree.left[node]) - expected.left[node]) <= 1e-9 * 1000)
        #expect(abs(tree.solver.value(of: tree.width[node]) - expected.width[node]) <= 1e-9 * 1000)
      }
      if round % 5 == 4 { expectConsistent(tree.solver) }
    }
  }

  /// Taking the tree apart constraint by constraint ends in the empty state.
  @Test func treeRemovalRestoresTheEmptyState() throws {
    let tree = try Workloads.Tree(depth: 2)
    try tree.round(3)
    for (index, constraint) in tree.constraints.enumerated().reversed() {
      try tree.solver.remove(constraint)
      if index % 7 == 0 { expectConsistent(tree.solver) }
    }
    try tree.solver.removeEditVariable(tree.width[0])
    #expect(tree.solver.snapshot() == Solver().snapshot())
  }
}
