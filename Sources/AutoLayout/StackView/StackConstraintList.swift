/// A stack view's constraints as the engine keeps them: specs with keys made of the identifier,
/// the items and the attributes, so constraints that did not change survive a refresh.
@MainActor
struct StackConstraintList {
  /// UIKit's priority for `UISV-hiding`: the largest float below 1000 by 16 steps (999.999…),
  /// so a hidden view's own required size wins without a conflict.
  static let hidingPriority = UILayoutPriority(Float(bitPattern: 0x4479_FFF0))
  /// The level of the index tie-breakers for views without intrinsic size (below every UIKit
  /// priority and below `exerciseAmbiguityInLayout`'s probes).
  static let tieBreakingPriority = UILayoutPriority(0.0001)

  private(set) var specs: [SystemConstraintSpec] = []

  /// `first <relation> multiplier × second + constant`, a UIKit-made constraint of a stack view.
  mutating func add(
    _ identifier: String?, _ first: AnchorValue, _ relation: NSLayoutConstraint.Relation,
    _ second: AnchorValue? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required, symbolic: SymbolicConstant? = nil,
    weight: Double = 1, origin: NSLayoutConstraint.Origin = .system
  ) {
    let key = [identifier ?? "implicit", Self.key(first), second.map(Self.key) ?? "-"].joined(
      separator: "|")
    specs.append(
      SystemConstraintSpec(
        key: key, first: first, relation: relation, second: second, multiplier: multiplier,
        constant: constant, priority: priority, origin: origin, identifier: identifier,
        symbolic: symbolic, weight: weight))
  }

  private static func key(_ value: AnchorValue) -> String {
    let item: String
    if let view = value.item as? UIView {
      item = view.address
    } else if let guide = value.item as? UILayoutGuide {
      item = guide.address
    } else {
      item = "?"
    }
    return "\(item).\(value.attribute.rawValue)"
  }
}

/// One attribute of a view or guide.
@MainActor
func anchorValue(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> AnchorValue {
  AnchorValue(item: item, attribute: attribute)
}

/// The attributes a stack uses along its axis and across it.
struct StackAxisAttributes {
  /// Leading (or top) edge along the axis.
  let leading: NSLayoutConstraint.Attribute
  /// Trailing (or bottom) edge along the axis.
  let trailing: NSLayoutConstraint.Attribute
  /// Centre along the axis.
  let center: NSLayoutConstraint.Attribute
  /// Size along the axis.
  let length: NSLayoutConstraint.Attribute
  /// Top (or leading) edge across the axis.
  let crossLeading: NSLayoutConstraint.Attribute
  /// Bottom (or trailing) edge across the axis.
  let crossTrailing: NSLayoutConstraint.Attribute
  /// Centre across the axis.
  let crossCenter: NSLayoutConstraint.Attribute
  /// Size across the axis.
  let breadth: NSLayoutConstraint.Attribute

  init(_ axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
      (crossLeading, crossTrailing, crossCenter, breadth) = (.top, .bottom, .centerY, .height)
    } else {
      (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
      (crossLeading, crossTrailing, crossCenter, breadth) = (.leading, .trailing, .centerX, .width)
    }
  }
}
