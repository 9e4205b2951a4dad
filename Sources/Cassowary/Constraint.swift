/// A linear relation `expression <relation> 0` with a strength and, when optional, a weight.
///
/// Constraints have identity semantics: a solver tracks the object, so adding the same object twice
/// is an error while two equal-looking constraints are two constraints.
public final class Constraint: @unchecked Sendable {
  /// The left-hand side; the right-hand side is zero.
  public let expression: Expression
  /// How the expression relates to zero.
  public let relation: Relation
  /// Whether the constraint is required or optional at some level.
  public let strength: Strength
  /// The factor applied to this constraint's error within its optional level (ignored if required).
  public let weight: Double

  /// Creates `expression <relation> 0`.
  public init(
    _ expression: Expression, _ relation: Relation, strength: Strength = .required,
    weight: Double = 1
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.weight = weight
  }

  /// Returns a new constraint with the same relation and another strength and weight.
  public func withStrength(_ strength: Strength, weight: Double = 1) -> Constraint {
    Constraint(expression, relation, strength: strength, weight: weight)
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as `expression op 0 | strength`.
  public var description: String {
    var text = "\(expression) \(relation) 0"
    if case .optional = strength {
      text += " | \(strength)"
      if weight != 1 { text += " weight \(weight)" }
    }
    return text
  }
}
