/// A variable multiplied by a coefficient.
public struct Term {
  /// The variable of the term.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates the term `coefficient · variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// The term as `coefficient*name`, or just the name for a coefficient of 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
  }
}
