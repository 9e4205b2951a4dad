import Testing

@testable import Cassowary

/// Fails the current test with the solver's invariant violations, if any.
func expectConsistent(
  _ solver: Solver, optimal: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) {
  let problems = solver.invariantViolations(optimal: optimal)
  #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// Whether two numbers agree to `tolerance` relative to their size (absolute below 1).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}
