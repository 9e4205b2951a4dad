import Testing

@testable import Cassowary

/// Building expressions and constraints with operators.
@Suite struct ExpressionTests {
  @Test func operatorsCombineTermsAndConstants() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = 2 * x + y - 3 - (x / 4)
    #expect(expression.terms.count == 3)
    #expect(expression.terms.map(\.coefficient) == [2, 1, -0.25])
    #expect(expression.terms[2].variable === x)
    #expect(expression.constant == -3)
  }

  @Test func relationsMoveEverythingToTheLeft() {
    let x = Variable("x")
    let y = Variable("y")
    let c = 2 * x + 1 <= y - 4
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
    #expect(c.expression.terms.map(\.coefficient) == [2, -1])
    #expect(c.expression.constant == 5)
    let weak = (x >= 10) | .weak
    #expect(weak.strength == .optional(1))
    #expect(weak.expression.constant == -10)
    let heavy = (x == y).withStrength(.optional(750), weight: 3)
    #expect(heavy.strength == .optional(750) && heavy.weight == 3)
  }

  /// Repeated variables are summed and cancelled variables disappear before solving.
  @Test func repeatedVariablesAreCombined() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + x + y - x - y == 6)  // x == 6
    #expect(solver.value(of: x) == 6)
    #expect(!solver.isUniquelyDetermined(y))
    #expect(solver.value(of: y) == 0)
  }

  @Test func variablesHaveIdentityAndIncreasingIds() {
    let a = Variable("a")
    let b = Variable()
    #expect(a.id < b.id)
    #expect(b.description == "v\(b.id)")
    #expect(a.description == "a")
  }
}
