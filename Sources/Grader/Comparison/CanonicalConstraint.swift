import LayoutReport

/// A constraint in one form for every way of writing it, so two programs' constraints compare
/// equal when they mean the same: anchors, `NSLayoutConstraint(item:…)` and the Visual Format
/// Language all give the same equation; `leadingMargin` is the margins guide's `leading`; a
/// constant size has no second side whatever multiplier came with it; and the sides are put in
/// one order (the root view and its guides on the right), the constant negated and the
/// multiplier inverted when they swap.
///
/// The text reads as the equation: `panelView.leading == view.safeAreaLayoutGuide.leading + 20`,
/// `panelView.height == 0.5 × view.height`, `(priority 750)` after one that is not required.
public struct CanonicalConstraint: Sendable, Hashable, Comparable {
  /// One side: `item.attribute`.
  public struct Term: Sendable, Hashable, Comparable {
    /// The view or guide (`panelView`, `view.layoutMarginsGuide`).
    public var item: String
    /// The attribute, never a margin attribute (those become the margins guide's).
    public var attribute: String

    /// `item.attribute`.
    public var text: String { "\(item).\(attribute)" }

    /// The axis the attribute lies on.
    public var axis: Axis { Self.verticalAttributes.contains(attribute) ? .vertical : .horizontal }

    /// The view the term is about: the item without a guide's property.
    public var view: String {
      for guide in Self.guideProperties where item.hasSuffix("." + guide) {
        return String(item.dropLast(guide.count + 1))
      }
      return item
    }

    /// The guide the term measures from, nil for a view's own edge.
    public var guide: String? {
      Self.guideProperties.first { item.hasSuffix("." + $0) }
    }

    /// Whether the term is about the root view (`view`) or one of its guides, which go on the
    /// right of an equation as code usually writes them.
    var isRoot: Bool { item == Self.rootName || item.hasPrefix(Self.rootName + ".") }

    public static func < (lhs: Term, rhs: Term) -> Bool {
      if lhs.isRoot != rhs.isRoot { return !lhs.isRoot }
      if lhs.item != rhs.item { return lhs.item < rhs.item }
      return lhs.attribute < rhs.attribute
    }

    static let rootName = "view"
    static let verticalAttributes: Set<String> = [
      "top", "bottom", "height", "centerY", "firstBaseline", "lastBaseline",
    ]
    static let guideProperties = [
      "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide",
      "keyboardLayoutGuide", "contentLayoutGuide", "frameLayoutGuide", "layoutGuide",
    ]
    /// Margin attributes and the margins guide's attribute each stands for (docs/UIKitFacts.md
    /// §2.5: `leadingMargin` is the leading edge of `layoutMarginsGuide`).
    static let marginAttributes: [String: String] = [
      "leftMargin": "left", "rightMargin": "right", "topMargin": "top",
      "bottomMargin": "bottom", "leadingMargin": "leading", "trailingMargin": "trailing",
      "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY",
    ]

    init(_ term: ConstraintEquation.Term) {
      if let plain = Self.marginAttributes[term.attribute] {
        item = term.item + ".layoutMarginsGuide"
        attribute = plain
      } else {
        item = term.item
        attribute = term.attribute
      }
    }

    /// A term as written.
    public init(item: String, attribute: String) {
      self.item = item
      self.attribute = attribute
    }
  }

  /// Horizontal or vertical.
  public enum Axis: String, Sendable, Hashable {
    case horizontal, vertical
  }

  /// The side the constraint sets.
  public var first: Term
  /// `==`, `<=` or `>=`.
  public var relation: String
  /// The side it relates to; nil for a constant.
  public var second: Term?
  /// What `second` is multiplied by (1 for a constant).
  public var multiplier: Double
  /// What is added.
  public var constant: Double
  /// The priority, 1000 when required.
  public var priority: Double

  /// The canonical form of `equation`.
  public init(_ equation: ConstraintEquation) {
    var first = Term(equation.first)
    var relation = equation.relation
    var second = equation.second.map(Term.init)
    var multiplier = equation.multiplier
    var constant = equation.constant
    // A size times nothing is a constant size.
    if second == nil || multiplier == 0 {
      second = nil
      multiplier = 1
    }
    if let other = second {
      let inverse = 1 / multiplier
      // The usual order (the root view on the right), unless only the other order's multiplier
      // reads exactly (3, not 0.333…).
      let usual = other < first
      let swaps =
        Self.readsExactly(multiplier) == Self.readsExactly(inverse)
        ? usual : Self.readsExactly(inverse)
      if swaps {
        // first R m·other + c  ⇔  other R' (1/m)·first − c/m, R' flipped when m > 0.
        if multiplier > 0 { relation = Self.flipped(relation) }
        constant = -constant / multiplier
        multiplier = inverse
        second = first
        first = other
      }
    }
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = equation.priority
  }

  /// The same equation with its sides exchanged, for a multiplier of 1 between two items:
  /// `a == b + c` as `b == a - c` (the relation flipped). Nil for a constant or another
  /// multiplier.
  public var swapped: CanonicalConstraint? {
    guard let second, abs(multiplier - 1) < 0.0001 else { return nil }
    var other = self
    other.first = second
    other.second = first
    other.relation = Self.flipped(relation)
    other.constant = -constant
    return other
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { priority >= 1000 }

  /// The equation as text.
  public var text: String {
    var text = "\(first.text) \(relation) "
    if let second {
      if Self.rounded(multiplier) != 1 { text += "\(Self.number(multiplier)) × " }
      text += second.text
      let value = Self.rounded(constant)
      if value > 0 { text += " + \(Self.number(value))" }
      if value < 0 { text += " - \(Self.number(-value))" }
    } else {
      text += Self.number(constant)
    }
    if !isRequired { text += " (priority \(Self.number(priority)))" }
    return text
  }

  /// What two constraints are compared by: the text, numbers rounded to 1/10 000.
  public var key: String { text }

  public static func == (lhs: CanonicalConstraint, rhs: CanonicalConstraint) -> Bool {
    lhs.key == rhs.key
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// The views the constraint is about, first side first.
  public var views: [String] { [first.view] + (second.map { [$0.view] } ?? []) }

  /// Whether the two constraints relate the same attributes (whatever the numbers).
  public func relatesSameTerms(as other: CanonicalConstraint) -> Bool {
    first == other.first && second == other.second
  }

  public static func < (lhs: CanonicalConstraint, rhs: CanonicalConstraint) -> Bool {
    if lhs.first != rhs.first { return lhs.first < rhs.first }
    return lhs.text < rhs.text
  }

  static func flipped(_ relation: String) -> String {
    switch relation {
    case "<=": ">="
    case ">=": "<="
    default: relation
    }
  }

  /// The value to 1/10 000, with no negative zero.
  static func rounded(_ value: Double) -> Double {
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == 0 ? 0 : rounded
  }

  /// Whether the value has at most four decimals (0.5, 2, not 1/3).
  static func readsExactly(_ value: Double) -> Bool {
    value.isFinite && abs(value * 10_000 - (value * 10_000).rounded()) < 1e-6
  }

  /// The value rounded to 1/10 000, without trailing zeros: `20`, `0.5`, `-8`, `0.3333`.
  static func number(_ value: Double) -> String {
    let value = rounded(value)
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
