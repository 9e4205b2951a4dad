/// A typed handle on one attribute of a view or layout guide, used to make constraints.
///
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` specialise it so that an
/// x-axis anchor cannot be constrained to a y-axis one (a compile error, as in UIKit).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>:
  @preconcurrency CustomStringConvertible, @preconcurrency CustomDebugStringConvertible
{
  /// What the anchor measures: one attribute of one item, or a distance between two anchors.
  let value: AnchorValue
  let address = DebugAddress.next(.anchor)

  init(value: AnchorValue) { self.value = value }

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    value = AnchorValue(item: item, attribute: attribute)
  }

  /// The view or guide the anchor belongs to (nil for composed anchors).
  public var item: AnyObject? { value.item }

  /// `UIView:0x….leading`.
  public var name: String { value.name }

  /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, UIKit's format.
  public var description: String {
    "<\(anchorClassName):\(address) \"\(name)\">"
  }

  /// Same as `description`.
  public var debugDescription: String { description }

  var anchorClassName: String {
    switch self {
    case is NSLayoutXAxisAnchor: return "NSLayoutXAxisAnchor"
    case is NSLayoutYAxisAnchor: return "NSLayoutYAxisAnchor"
    case is NSLayoutDimension: return "NSLayoutDimension"
    default: return "NSLayoutAnchor"
    }
  }

  /// `self == anchor`.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0, file: file, line: line)
  }

  /// `self >= anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line)
  }

  /// `self <= anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line)
  }

  /// `self == anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c, file: file, line: line)
  }

  /// `self >= anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
  }

  /// `self <= anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c, file: file, line: line)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat, file: String, line: Int,
    symbolic: SymbolicConstant? = nil
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: value, relation: relation, second: anchor?.value, multiplier: multiplier,
      constant: constant, location: SourceLocation(fileID: file, line: line), symbolic: symbolic)
    constraint.creationError = ConstraintValidation.checkAnchors(constraint)
    if let error = constraint.creationError { LayoutLog.shared.record(error: error) }
    return constraint
  }
}

/// Anchors along the x-axis: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension that can be constrained.
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(value: AnchorValue(source: .offset(from: value, to: otherAnchor.value)))
  }

  /// `self == anchor + systemSpacing × multiplier` (8 pt between plain edges).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier, file, line)
  }

  /// `self >= anchor + systemSpacing × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier, file, line)
  }

  /// `self <= anchor + systemSpacing × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.lessThanOrEqual, anchor, multiplier, file, line)
  }

  private func systemSpacing(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor,
    _ multiplier: CGFloat, _ file: String, _ line: Int
  ) -> NSLayoutConstraint {
    let spacing = SystemSpacing.points(after: anchor.value, before: value) * multiplier
    return make(
      relation, anchor, constant: spacing, file: file, line: line,
      symbolic: SymbolicConstant(
        name: "NSLayoutAnchorConstraintSpace", value: spacing,
        isSystemSpacing: true))
  }
}

/// Anchors along the y-axis: top, bottom, centerY, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension that can be constrained.
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(value: AnchorValue(source: .offset(from: value, to: otherAnchor.value)))
  }

  /// `self == anchor + systemSpacing × multiplier` (8 pt between plain edges).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier, file, line)
  }

  /// `self >= anchor + systemSpacing × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
    multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier, file, line)
  }

  /// `self <= anchor + systemSpacing × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
    multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.lessThanOrEqual, anchor, multiplier, file, line)
  }

  private func systemSpacing(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor,
    _ multiplier: CGFloat, _ file: String, _ line: Int
  ) -> NSLayoutConstraint {
    let spacing = SystemSpacing.points(after: anchor.value, before: value) * multiplier
    return make(
      relation, anchor, constant: spacing, file: file, line: line,
      symbolic: SymbolicConstant(
        name: "NSLayoutAnchorConstraintSpace", value: spacing,
        isSystemSpacing: true))
  }
}

/// Width, height, or a distance made with `anchorWithOffset(to:)`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(
    equalToConstant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, nil, constant: c, file: file, line: line)
  }

  /// `self >= c`.
  public func constraint(
    greaterThanOrEqualToConstant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c, file: file, line: line)
  }

  /// `self <= c`.
  public func constraint(
    lessThanOrEqualToConstant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c, file: file, line: line)
  }

  /// `self == m × anchor`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// `self >= m × anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// `self <= m × anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
  }

  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
  }

  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
  }
}

/// The value an anchor stands for, independent of its static type.
struct AnchorValue {
  indirect enum Source {
    case attribute(item: AnyObject, attribute: NSLayoutConstraint.Attribute)
    case offset(from: AnchorValue, to: AnchorValue)
  }

  let source: Source

  init(source: Source) { self.source = source }

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    source = .attribute(item: item, attribute: attribute)
  }

  var item: AnyObject? {
    if case .attribute(let item, _) = source { return item }
    return nil
  }

  var attribute: NSLayoutConstraint.Attribute {
    if case .attribute(_, let attribute) = source { return attribute }
    return .notAnAttribute
  }

  /// Every view or guide the value depends on.
  var items: [AnyObject] {
    switch source {
    case .attribute(let item, _): return [item]
    case .offset(let from, let to): return from.items + to.items
    }
  }

  @MainActor var name: String {
    switch source {
    case .attribute(let item, let attribute): return "\(debugName(of: item)).\(attribute)"
    case .offset(let from, let to): return "(\(to.name) - \(from.name))"
    }
  }
}

/// A constant UIKit prints symbolically, e.g. `NSLayoutAnchorConstraintSpace(8)` or `NSSpace(0)`.
struct SymbolicConstant {
  let name: String
  let value: CGFloat
  /// System-spacing constraints are `_UISystemBaselineConstraint`s in UIKit's logs.
  let isSystemSpacing: Bool
}

/// The standard spacing UIKit uses for `constraint(equalToSystemSpacingAfter:multiplier:)`.
enum SystemSpacing {
  /// 8 points between plain view edges, logged as `NSLayoutAnchorConstraintSpace(8)`. Between
  /// baselines it derives from the fonts; we use the lower label's line height, rounded up, a
  /// documented approximation (docs/UIKitFacts.md §2.7).
  @MainActor static func points(after upper: AnchorValue, before lower: AnchorValue) -> CGFloat {
    let baselines: [NSLayoutConstraint.Attribute] = [.firstBaseline, .lastBaseline]
    if baselines.contains(upper.attribute), baselines.contains(lower.attribute),
      let label = lower.item as? UILabel
    {
      return label.font.lineHeight.rounded(.up)
    }
    return 8
  }
}
