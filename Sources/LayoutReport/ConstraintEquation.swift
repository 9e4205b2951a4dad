/// A constraint's equation with its items named as the report names views, so two programs'
/// constraints can be compared by meaning: `first relation multiplier × second + constant` at
/// `priority`.
public struct ConstraintEquation: Sendable, Hashable, Codable {
  /// One side: `item.attribute`, where `item` is a view's path (`panelView`, `view`) or a
  /// guide's, the owning view's path and the guide's property (`view.safeAreaLayoutGuide`).
  public struct Term: Sendable, Hashable, Codable {
    /// The view or guide.
    public var item: String
    /// The attribute as UIKit names it (`leading`, `leadingMargin`, `width`).
    public var attribute: String
    /// The item as the program names it, when that is not `item`: a layout guide the program
    /// made, by the property that holds it (`groupGuide`), where `item` is its owning view's
    /// `layoutGuide` (so two programs' guides compare by place, not by name). For sentences.
    public var written: String?

    /// Creates a term.
    public init(item: String, attribute: String) {
      self.item = item
      self.attribute = attribute
    }

    /// Creates a term whose item the program names otherwise (`written`).
    public init(item: String, attribute: String, written: String?) {
      self.init(item: item, attribute: attribute)
      self.written = written
    }
  }

  /// The side the constraint sets.
  public var first: Term
  /// `==`, `<=` or `>=`.
  public var relation: String
  /// The side it relates to; nil for a constant.
  public var second: Term?
  /// What `second` is multiplied by.
  public var multiplier: Double
  /// What is added.
  public var constant: Double
  /// The priority, 1000 when required.
  public var priority: Double

  /// Creates an equation.
  public init(
    first: Term, relation: String, second: Term?, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// Whether every number is finite (the report's JSON holds no other).
  public var isFinite: Bool {
    multiplier.isFinite && constant.isFinite && priority.isFinite
  }
}
