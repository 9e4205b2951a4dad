/// A constraint's equation as data, `first relation multiplier × second + constant` at a
/// priority, for a harness that names items its own way and compares constraints by meaning
/// rather than by UIKit's description (which holds addresses). Layoutlings' addition.
public struct LoggedEquation: Hashable, Sendable {
  /// One side: an attribute of a view, or of a layout guide named by its owning view and the
  /// property that returns it.
  public struct Term: Hashable, Sendable {
    /// The view, or the guide's owning view.
    public let item: ObjectIdentifier
    /// The property that returns the guide (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
    /// `layoutGuide` for one the program made), nil for a view.
    public let guide: String?
    /// The attribute as UIKit names it (`leading`, `leadingMargin`, `width`).
    public let attribute: String
    /// A guide the program made (one with no UIKit property), for naming it by the property
    /// that holds it; nil for a view or one of UIKit's guides.
    public var programGuide: ObjectIdentifier? = nil
  }

  /// The side the constraint sets.
  public let first: Term
  /// `==`, `<=` or `>=`.
  public let relation: String
  /// The side it relates to; nil for a constant (`width == 100`).
  public let second: Term?
  /// What `second` is multiplied by.
  public let multiplier: Double
  /// What is added to it (the whole right-hand side when there is no second term).
  public let constant: Double
  /// The priority, 1000 when required.
  public let priority: Double

  /// The equation of `constraint`; nil when a side is a distance between two anchors
  /// (`anchorWithOffset(to:)`), or an item is neither a view nor a guide a view owns.
  @MainActor init?(_ constraint: NSLayoutConstraint) {
    guard let first = Self.term(constraint.first) else { return nil }
    let second: Term?
    if let value = constraint.second {
      guard let term = Self.term(value) else { return nil }
      second = term
    } else {
      second = nil
    }
    self.first = first
    self.second = second
    relation = constraint.relation.description
    multiplier = Double(constraint.multiplier)
    constant = Double(constraint.constant)
    priority = Double(constraint.priority.rawValue)
  }

  @MainActor private static func term(_ value: AnchorValue) -> Term? {
    guard case .attribute(let item, let attribute) = value.source else { return nil }
    if let view = item as? UIView {
      return Term(item: ObjectIdentifier(view), guide: nil, attribute: attribute.description)
    }
    guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return nil }
    let property = NSLayoutConstraint.guideProperty(identifier: guide.identifier)
    var term = Term(
      item: ObjectIdentifier(owner), guide: property, attribute: attribute.description)
    if property == "layoutGuide" { term.programGuide = ObjectIdentifier(guide) }
    return term
  }
}
