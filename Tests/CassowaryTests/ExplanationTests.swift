import Testing

@testable import Cassowary

/// Conflict sets of rejected required constraints are minimal and name only required
/// constraints that are present.
@Suite struct ExplanationTests {
  private func conflicts(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
    do {
      try solver.add(constraint)
      return nil
    } catch {
      guard case .unsatisfiable(let rejected, let others) = error, rejected === constraint else {
        return nil
      }
      return others
    }
  }

  @Test func inequalityCycleNamesOnlyTheCycle() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    let unrelated = [w >= 0, w <= 100, x <= 1000]
    let xy = x >= y + 1
    let yz = y >= z + 1
    try solver.add(unrelated[0])
    try solver.add(xy)
    try solver.add(unrelated[1])
    try solver.add(yz)
    try solver.add(unrelated[2])
    let zx = z >= x + 1
    let found = try #require(conflicts(adding: zx, to: solver))
    #expect(found.count == 2 && found[0] === xy && found[1] === yz)
  }

  /// A weaker bound that the Farkas certificate may pick up is dropped by the deletion filter.
  @Test func looserBoundIsNotPartOfTheConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let loose = x >= 10
    let tight = x >= 12
    try solver.add(loose)
    try solver.add(tight)
    let found = try #require(conflicts(adding: x <= 11, to: solver))
    #expect(found.count == 1 && found[0] === tight)
  }

  /// With two interchangeable bounds, the explanation holds exactly one of them.
  @Test func oneOfTwoEquivalentBounds() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let first = x >= 10
    let second = x >= 10
    let link = y == x
    try solver.add(first)
    try solver.add(second)
    try solver.add(link)
    let found = try #require(conflicts(adding: y <= 5, to: solver))
    #expect(found.count == 2)
    #expect(found.contains { $0 === link })
    #expect(found.contains { $0 === first } != found.contains { $0 === second })
  }

  @Test func optionalConstraintsAndEditsAreNeverBlamed() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 10) | .strong)
    try solver.addEditVariable(x, strength: .optional(999))
    try solver.suggestValue(3, for: x)
    let floor = x >= 20
    try solver.add(floor)
    let found = try #require(conflicts(adding: x <= 15, to: solver))
    #expect(found.count == 1 && found[0] === floor)
  }

  /// A constraint contradicting equalities only (no slack anywhere) is caught without a
  /// feasibility test, and explained all the same.
  @Test func contradictionAmongEqualities() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let sum = a + b == 10
    let difference = a - b == 2
    let other = c == 1
    try solver.add(sum)
    try solver.add(other)
    try solver.add(difference)
    let before = solver.snapshot()
    let found = try #require(conflicts(adding: a == 7, to: solver))
    #expect(found.count == 2 && found[0] === sum && found[1] === difference)
    #expect(solver.snapshot() == before)
  }

  /// The UIKit textbook case: a width fixed twice.
  @Test func conflictingWidths() throws {
    let solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    let leading = left == 20
    let trailing = right == 300
    let width = right - left == 200
    try solver.add(leading)
    try solver.add(trailing)
    let found = try #require(conflicts(adding: width, to: solver))
    #expect(found.count == 2 && found[0] === leading && found[1] === trailing)
  }
}
