/// How a constraint relates its expression to zero.
public enum Relation: Sendable, Hashable {
  /// `expression == 0`
  case equal
  /// `expression <= 0`
  case lessThanOrEqual
  /// `expression >= 0`
  case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
  /// The relation as `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// How hard the solver tries to satisfy a constraint.
///
/// Required constraints must hold. Optional constraints are satisfied as well as possible, strictly
/// by level: any optional level beats all lower levels together, whatever their weights and number.
/// Within one level the weighted errors are summed.
public enum Strength: Sendable, Hashable {
  /// The constraint must hold; adding it fails if it cannot.
  case required
  /// The constraint is optional at the given level (any finite value greater than zero).
  case optional(Double)

  /// Whether this is ``required``.
  public var isRequired: Bool {
    if case .required = self { return true }
    return false
  }

  /// The optional level, or `nil` for ``required``.
  public var level: Double? {
    if case .optional(let level) = self { return level }
    return nil
  }

  /// A strong optional level (1 000 000), above ``medium`` and ``weak``.
  public static let strong = Strength.optional(1_000_000)
  /// A medium optional level (1000).
  public static let medium = Strength.optional(1000)
  /// A weak optional level (1).
  public static let weak = Strength.optional(1)
}

extension Strength: CustomStringConvertible {
  /// `required` or `optional(level)`.
  public var description: String {
    switch self {
    case .required: "required"
    case .optional(let level): "optional(\(level))"
    }
  }
}
