import Testing

@testable import Cassowary

/// `isUniquelyDetermined` tells forced values from values only picked by the pivot order.
@Suite struct AmbiguityTests {
  @Test func unknownAndFreeVariablesAreNotDetermined() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(!solver.isUniquelyDetermined(x))
    try solver.add(x >= 0)
    #expect(!solver.isUniquelyDetermined(x))
    try solver.add(x <= 0)
    #expect(solver.isUniquelyDetermined(x))
  }

  @Test func sumWithoutPreferenceIsAmbiguous() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    #expect(!solver.isUniquelyDetermined(x))
    #expect(!solver.isUniquelyDetermined(y))
    try solver.add((x == y) | .weak)
    #expect(solver.isUniquelyDetermined(x))
    #expect(solver.isUniquelyDetermined(y))
    #expect(solver.value(of: x) == 5)
  }

  /// Two equal preferences at one level tie: every value between them is optimal.
  @Test func tieAtOneLevelIsAmbiguous() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(Constraint(width - 24, .equal, strength: .optional(500)))
    try solver.add(Constraint(width - 30, .greaterThanOrEqual, strength: .optional(500)))
    #expect(!solver.isUniquelyDetermined(width))
    // Raising the inequality above the equality settles it at 30.
    let solver2 = Solver()
    try solver2.add(Constraint(width - 24, .equal, strength: .optional(500)))
    try solver2.add(Constraint(width - 30, .greaterThanOrEqual, strength: .optional(525)))
    #expect(solver2.isUniquelyDetermined(width))
    #expect(solver2.value(of: width) == 30)
  }

  @Test func boundedPreferenceIsDetermined() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 10)
    try solver.add((x == 20) | .weak)
    #expect(solver.isUniquelyDetermined(x))
    #expect(solver.value(of: x) == 10)
  }

  /// Degenerate: y is squeezed to 0 by two inequalities, so x == y is forced although the
  /// slacks of both inequalities carry no cost.
  @Test func degenerateSqueezeIsDetermined() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == y)
    try solver.add(y >= 0)
    try solver.add(y <= 0)
    #expect(solver.isUniquelyDetermined(x))
    #expect(solver.isUniquelyDetermined(y))
  }

  /// A view pinned on the left with a preferred width only is placed; without the width it is not.
  @Test func layoutStyleAmbiguity() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(left == 16)
    try solver.add(width >= 0)
    #expect(solver.isUniquelyDetermined(left))
    #expect(!solver.isUniquelyDetermined(width))
    #expect(!solver.isUniquelyDetermined(right))
    try solver.add(Constraint(width - 100, .equal, strength: .optional(250)))
    #expect(solver.isUniquelyDetermined(width))
    #expect(solver.isUniquelyDetermined(right))
    #expect(solver.value(of: right) == 116)
  }
}
