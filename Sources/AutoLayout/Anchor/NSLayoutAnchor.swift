/// One edge, centre, baseline or size of a view or layout guide, from which you make constraints:
/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` is `a.top == b.bottom + 8`. The
/// three kinds, `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension`, only relate
/// to their own kind, so constraining a top to a leading edge does not compile, as in UIKit.
///
/// A new constraint is inactive and required (priority 1000): activate it with `isActive = true` or
/// `NSLayoutConstraint.activate(_:)` (docs/UIKitFacts.md §4.1).
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

  /// The view or layout guide the anchor belongs to; nil for a distance made with
  /// `anchorWithOffset(to:)`.
  public var item: AnyObject? { value.item }

  /// The anchor as constraint logs name it: `UIView:0x….leading`.
  public var name: String { value.name }

  /// How the anchor prints: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as in UIKit
  /// (docs/UIKitFacts.md §4.4).
  public var description: String {
    "<\(anchorClassName):\(address) \"\(name)\">"
  }

  /// The same as `description`.
  public var debugDescription: String { description }

  var anchorClassName: String {
    switch self {
    case is NSLayoutXAxisAnchor: return "NSLayoutXAxisAnchor"
    case is NSLayoutYAxisAnchor: return "NSLayoutYAxisAnchor"
    case is NSLayoutDimension: return "NSLayoutDimension"
    default: return "NSLayoutAnchor"
    }
  }

  /// A constraint that makes this anchor equal to `anchor`: `self == anchor`. Inactive until you
  /// activate it.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0, file: file, line: line)
  }

  /// A constraint that keeps this anchor at or beyond `anchor`: `self >= anchor` (below it for
  /// y-axis anchors, to its right for x-axis ones). Inactive until you activate it.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line)
  }

  /// A constraint that keeps this anchor at or before `anchor`: `self <= anchor` (above it for
  /// y-axis anchors, to its left for x-axis ones). Inactive until you activate it.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line)
  }

  /// A constraint that puts this anchor `constant` points from `anchor`: `self == anchor +
  /// constant`. Positive constants go right and down, so an inset from a trailing or bottom edge is
  /// negative (`constant: -16`). Inactive until you activate it.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c, file: file, line: line)
  }

  /// A constraint that keeps this anchor at least `constant` points past `anchor`: `self >= anchor
  /// + constant`. Inactive until you activate it.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line)
  }

  /// A constraint that keeps this anchor at most `constant` points past `anchor`: `self <= anchor +
  /// constant`. Inactive until you activate it.
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

/// An anchor on the horizontal axis: a leading, trailing, left, right or centre-x anchor. Leading
/// and trailing anchors cannot be related to left and right ones.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The horizontal distance from this anchor to `otherAnchor` (`other − self`), as a dimension you
  /// can constrain like a width: make two gaps equal, or one gap half another (docs/UIKitFacts.md
  /// §8.2).
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(value: AnchorValue(source: .offset(from: value, to: otherAnchor.value)))
  }

  /// A constraint that puts this anchor the system spacing after `anchor` (to its trailing side),
  /// times `multiplier`: `self == anchor + 8 × multiplier` between ordinary view edges, logged as
  /// `NSLayoutAnchorConstraintSpace(8)` (docs/UIKitFacts.md §2.7). Inactive until you activate it.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier, file, line)
  }

  /// A constraint that keeps this anchor at least the system spacing (8 points between ordinary
  /// view edges) times `multiplier` after `anchor`. Inactive until you activate it.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier, file, line)
  }

  /// A constraint that keeps this anchor at most the system spacing (8 points between ordinary view
  /// edges) times `multiplier` after `anchor`. Inactive until you activate it.
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

/// An anchor on the vertical axis: a top, bottom, centre-y, first-baseline or last-baseline anchor.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The vertical distance from this anchor to `otherAnchor` (`other − self`), as a dimension you
  /// can constrain like a height: make two gaps equal, or one gap half another (docs/UIKitFacts.md
  /// §8.2).
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(value: AnchorValue(source: .offset(from: value, to: otherAnchor.value)))
  }

  /// A constraint that puts this anchor the system spacing below `anchor`, times `multiplier`: 8
  /// points between ordinary view edges (docs/UIKitFacts.md §2.7); between two text baselines the
  /// spacing depends on the fonts, so text keeps its rhythm at every Dynamic Type size. Inactive
  /// until you activate it.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.equal, anchor, multiplier, file, line)
  }

  /// A constraint that keeps this anchor at least the system spacing times `multiplier` below
  /// `anchor` (8 points between ordinary view edges; between baselines it depends on the fonts).
  /// Inactive until you activate it.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
    multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier, file, line)
  }

  /// A constraint that keeps this anchor at most the system spacing times `multiplier` below
  /// `anchor` (8 points between ordinary view edges; between baselines it depends on the fonts).
  /// Inactive until you activate it.
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

/// A size to constrain: a view's or guide's `widthAnchor` or `heightAnchor`, or a distance made
/// with `anchorWithOffset(to:)`. Unlike edges, a dimension can be set to a constant and related to
/// another with a multiplier.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that makes this size `constant` points: `self == constant`
  /// (`widthAnchor.constraint(equalToConstant: 100)`). Inactive until you activate it.
  public func constraint(
    equalToConstant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, nil, constant: c, file: file, line: line)
  }

  /// A constraint that keeps this size at least `constant` points: `self >= constant`. Inactive
  /// until you activate it.
  public func constraint(
    greaterThanOrEqualToConstant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c, file: file, line: line)
  }

  /// A constraint that keeps this size at most `constant` points: `self <= constant`. Inactive
  /// until you activate it.
  public func constraint(
    lessThanOrEqualToConstant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c, file: file, line: line)
  }

  /// A constraint that makes this size `multiplier` times `anchor`: `self == multiplier × anchor`
  /// (half as tall as the screen: `heightAnchor.constraint(equalTo: view.heightAnchor, multiplier:
  /// 0.5)`). Inactive until you activate it.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// A constraint that keeps this size at least `multiplier` times `anchor`. Inactive until you
  /// activate it.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// A constraint that keeps this size at most `multiplier` times `anchor`. Inactive until you
  /// activate it.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// A constraint that makes this size `multiplier` times `anchor` plus `constant`: `self ==
  /// multiplier × anchor + constant`. Inactive until you activate it.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
  }

  /// A constraint that keeps this size at least `multiplier × anchor + constant`. Inactive until
  /// you activate it.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
  }

  /// A constraint that keeps this size at most `multiplier × anchor + constant`. Inactive until you
  /// activate it.
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
