/// Builds UIKit's description of a constraint (docs/UIKitFacts.md §4.4).
///
/// Forms: `<NSLayoutConstraint:0x… UIView:0x….height == 200   (active)>`; a visual-format form for
/// edges between a view and its superview or between siblings (`H:|-(15)-[UIView:0x…]   (active,
/// names: '|':UIView:0x… )`, `V:[A]-(8)-[B]`); `(LTR)` after absolute left/right edges; autoresizing
/// constraints as `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0 …>`.
/// Optional priorities print as ` @750` (low confidence: UIKit's logs rarely show them).
@MainActor
enum ConstraintDescription {
  static func describe(_ c: NSLayoutConstraint) -> String {
    var text = "<\(className(c)):\(c.address)"
    if let identifier = c.identifier { text += " '\(identifier)'" }
    if case .autoresizing(let mask) = c.origin { text += " " + maskCode(mask) }
    var names: UIView?
    if let visual = visualFormat(c) {
      text += " " + visual.text
      names = visual.superview
    } else {
      text += " " + equation(c)
      if c.second == nil, !c.first.attribute.isSize { names = c.coordinateSpace }
    }
    var status: [String] = []
    if c.isActive { status.append("active") }
    if let names { status.append("names: '|':\(names.layoutDebugName) ") }
    if !status.isEmpty { text += "   (" + status.joined(separator: ", ") + ")" }
    return text + ">"
  }

  static func className(_ c: NSLayoutConstraint) -> String {
    switch c.origin {
    case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
    case .contentSize: return "NSContentSizeLayoutConstraint"
    default:
      return c.symbolic?.isSystemSpacing == true
        ? "_UISystemBaselineConstraint" : "NSLayoutConstraint"
    }
  }

  /// `h=--& v=--&`: `&` for flexible, `-` for fixed, in the order left margin, size, right margin.
  /// An axis with nothing flexible prints its right (bottom) margin as flexible, the margin its
  /// constraints leave free, so a view made with `UIView()` or `UIView(frame:)` logs `h=--& v=--&`
  /// (docs/UIKitFacts.md §4.4).
  static func maskCode(_ mask: UIView.AutoresizingMask) -> String {
    var shown = mask
    if shown.isDisjoint(with: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) {
      shown.insert(.flexibleRightMargin)
    }
    if shown.isDisjoint(with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) {
      shown.insert(.flexibleBottomMargin)
    }
    func code(_ bit: UIView.AutoresizingMask) -> String { shown.contains(bit) ? "&" : "-" }
    return "h=" + code(.flexibleLeftMargin) + code(.flexibleWidth) + code(.flexibleRightMargin)
      + " v=" + code(.flexibleTopMargin) + code(.flexibleHeight) + code(.flexibleBottomMargin)
  }

  private static func attributeName(
    _ c: NSLayoutConstraint, _ attribute: NSLayoutConstraint.Attribute
  ) -> String {
    if case .autoresizing = c.origin {
      switch attribute {
      case .left: return "minX"
      case .top: return "minY"
      case .right: return "maxX"
      case .bottom: return "maxY"
      default: break
      }
    }
    return attribute.description
  }

  private static func term(_ c: NSLayoutConstraint, _ value: AnchorValue) -> String {
    switch value.source {
    case .attribute(let item, let attribute):
      return "\(debugName(of: item)).\(attributeName(c, attribute))"
    case .offset: return value.name
    }
  }

  private static func constantText(_ c: NSLayoutConstraint, _ value: CGFloat) -> String {
    if let symbolic = c.symbolic { return "\(symbolic.name)(\(formatPoints(symbolic.value)))" }
    return formatPoints(value)
  }

  private static func priorityText(_ c: NSLayoutConstraint) -> String {
    c.isRequired ? "" : "@\(c.priority)"
  }

  static func equation(_ c: NSLayoutConstraint) -> String {
    if case .contentSize(let hugging, let resistance) = c.origin {
      // UIKit shows both intrinsic-size inequalities as one equation with both priorities.
      return term(c, c.first) + " == " + formatPoints(c.constant) + " Hug:"
        + formatPoints(CGFloat(hugging))
        + " CompressionResistance:" + formatPoints(CGFloat(resistance))
    }
    var text = term(c, c.first) + " \(c.relation) "
    guard let second = c.second else {
      text += constantText(c, c.constant)
      if !c.isRequired { text += " " + priorityText(c) }
      return text
    }
    if c.multiplier != 1 { text += formatPoints(c.multiplier) + "*" }
    text += term(c, second)
    if c.symbolic != nil {
      // UIKit prints a symbolic constant after a space, without a sign:
      // `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'.bottom == UIButton:0x….bottom NSSpace(0)`.
      text += " " + constantText(c, c.constant)
    } else if c.constant > 0 {
      text += " + " + formatPoints(c.constant)
    } else if c.constant < 0 {
      text += " - " + formatPoints(-c.constant)
    }
    if !c.isRequired { text += " " + priorityText(c) }
    return text
  }

  /// The view or guide's parent in the tree: a view's superview, a guide's owning view.
  private static func parent(_ item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view.superview }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  private static func visualFormat(_ c: NSLayoutConstraint) -> (text: String, superview: UIView?)? {
    guard c.multiplier == 1, case .attribute(let item1, let a1) = c.first.source,
      let second = c.second, case .attribute(let item2, let a2) = second.source
    else { return nil }
    if case .autoresizing = c.origin { return nil }
    let edges:
      [(
        lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute, axis: String,
        ltr: Bool
      )] = [
        (.leading, .trailing, "H", false), (.left, .right, "H", true), (.top, .bottom, "V", false),
      ]
    var gap = c.relation == .equal ? "" : c.relation.description
    gap += constantText(c, c.constant)
    if !c.isRequired { gap += priorityText(c) }
    let name1 = debugName(of: item1)
    let name2 = debugName(of: item2)
    for edge in edges {
      let suffix = edge.ltr ? "(LTR)" : ""
      // |-(c)-[item1]: item1.lead == superview.lead + c
      if a1 == edge.lead, a2 == edge.lead, let p = parent(item1), p === item2 {
        return ("\(edge.axis):|-(\(gap))-[\(name1)]\(suffix)", p)
      }
      // [item2]-(c)-|: superview.trail == item2.trail + c
      if a1 == edge.trail, a2 == edge.trail, let p = parent(item2), p === item1 {
        return ("\(edge.axis):[\(name2)]-(\(gap))-|\(suffix)", p)
      }
      // [item2]-(c)-[item1]: item1.lead == item2.trail + c, siblings
      if a1 == edge.lead, a2 == edge.trail, let p1 = parent(item1), let p2 = parent(item2),
        p1 === p2
      {
        return ("\(edge.axis):[\(name2)]-(\(gap))-[\(name1)]\(suffix)", nil)
      }
    }
    return nil
  }
}
