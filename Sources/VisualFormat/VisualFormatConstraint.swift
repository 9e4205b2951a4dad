/// One constraint a format string stands for, ready to become an `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
public struct VisualFormatConstraint: Equatable, Sendable, CustomStringConvertible {
  /// The constrained item.
  public var firstItem: VisualFormatItem
  /// The constrained item's attribute.
  public var firstAttribute: VisualFormatAttribute
  /// The relation.
  public var relation: VisualFormatRelation
  /// The item related to, or `nil` for a constant size (`[a(50)]`).
  public var secondItem: VisualFormatItem?
  /// The related attribute, `.notAnAttribute` when there is no second item.
  public var secondAttribute: VisualFormatAttribute
  /// Always 1: the visual format has no way to write another.
  public var multiplier: Double
  /// The constant in points (for standard spacing, the value the symbol stands for).
  public var constant: Double
  /// Whether the constant is UIKit's symbolic standard space (`NSSpace`) from a bare `-`:
  /// 8 between siblings, 0 to a superview's margins guide.
  public var isStandardSpacing: Bool
  /// The priority, 1000 when none is written; UIKit stores priorities as `Float`.
  public var priority: Float
  /// The part of the format string the constraint comes from: the predicate, the `-`, the empty
  /// span of a flush connection, or (for alignment) the two views.
  public var sourceRange: VisualFormatSourceRange

  /// Creates a constraint.
  public init(
    firstItem: VisualFormatItem, firstAttribute: VisualFormatAttribute,
    relation: VisualFormatRelation, secondItem: VisualFormatItem?,
    secondAttribute: VisualFormatAttribute, multiplier: Double = 1, constant: Double,
    isStandardSpacing: Bool = false, priority: Float = 1000, sourceRange: VisualFormatSourceRange
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.isStandardSpacing = isStandardSpacing
    self.priority = priority
    self.sourceRange = sourceRange
  }

  /// An equation in the style of UIKit's logs, e.g. `b.leading == a.trailing + NSSpace(8)`,
  /// `a.width >= 50 @750`, `superview.trailing == a.trailing + 20`.
  ///
  /// Numbers print as `%g`; a zero constant is left out when there is a second item; the
  /// priority is shown only when it is not 1000.
  public var description: String {
    let relationText: String
    switch relation {
    case .lessThanOrEqual: relationText = "<="
    case .equal: relationText = "=="
    case .greaterThanOrEqual: relationText = ">="
    }
    var text = "\(firstItem).\(firstAttribute) \(relationText) "
    let constantText =
      isStandardSpacing
      ? "NSSpace(\(CNumberFormatting.percentG(constant)))"
      : CNumberFormatting.percentG(constant.magnitude)
    if let secondItem {
      text += "\(secondItem).\(secondAttribute)"
      if isStandardSpacing || constant != 0 {
        text += constant < 0 && !isStandardSpacing ? " - " : " + "
        text += constantText
      }
    } else {
      text +=
        isStandardSpacing || constant >= 0 || constant.isNaN
        ? constantText : "-" + constantText
    }
    if priority != 1000 {
      text += " @" + CNumberFormatting.percentG(Double(priority))
    }
    return text
  }
}
