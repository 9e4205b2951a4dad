import Testing

@testable import Cassowary

/// `determiningConstraints(of:)` names the constraints tight at the solution that a variable's
/// value depends on, and no others.
@Suite struct DeterminingConstraintsTests {
  @Test func aChainNamesEveryLinkAndNothingElse() throws {
    let solver = Solver()
    let x = Variable("x")
    let width = Variable("width")
    let other = Variable("other")
    let pinX = x == 16
    let pinWidth = width == 100
    let right = Variable("right")
    let sum = right == x + width
    let unrelated = other == 7
    for constraint in [pinX, pinWidth, sum, unrelated] { try solver.add(constraint) }
    // x = 16 is held by its own pin; right = 16 + 100 by the sum and both pins.
    #expect(
      solver.determiningConstraints(of: x).map(ObjectIdentifier.init) == [ObjectIdentifier(pinX)])
    #expect(
      Set(solver.determiningConstraints(of: right).map(ObjectIdentifier.init))
        == Set([pinX, pinWidth, sum].map(ObjectIdentifier.init)))
    #expect(solver.value(of: right) == 116)
  }

  @Test func aSlackInequalityDoesNotHoldTheValue() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 0
    let pin = x == 10
    try solver.add(floor)
    try solver.add(pin)
    // x = 10 sits above its floor of 0: only the pin holds it.
    #expect(
      solver.determiningConstraints(of: x).map(ObjectIdentifier.init) == [ObjectIdentifier(pin)])
  }

  @Test func aVariableTheSolverDoesNotKnowHasNone() {
    #expect(Solver().determiningConstraints(of: Variable("x")).isEmpty)
  }
}
