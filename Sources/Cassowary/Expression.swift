/// A linear expression: a sum of terms plus a constant.
public struct Expression {
  /// The terms, in the order they were written (a variable may occur more than once).
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates the expression `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression made of one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates the constant expression `constant`.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The value of the expression when every variable has its current ``Variable/value``.
  public var value: Double {
    var sum = constant
    for term in terms { sum += term.coefficient * term.variable.value }
    return sum
  }
}

extension Expression: CustomStringConvertible {
  /// The expression as `a*x + y + c`.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
