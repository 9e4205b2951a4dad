/// One constraint of a conflict log, parsed from its description
/// (`<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`) or
/// kept verbatim when its form is unknown.
public struct LoggedConstraint: Sendable {
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `_UILayoutSupportConstraint`, ….
  public var kind: String
  /// The constraint's own address: how the broken one is found in the list.
  public var address: String
  /// The identifier in quotes (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`, the app's own).
  public var identifier: String?
  /// `h=--& v=--&`: the autoresizing mask an `NSAutoresizingMaskLayoutConstraint` came from.
  public var autoresizingMask: String?
  /// The relation it states; nil for a form the parser does not know (then `text` is all there is).
  public var relation: Relation?
  /// Whether the log printed it as `active`; nil where the log does not say (before iOS 10).
  public var isActive: Bool?
  /// The description as the log printed it, from `<` to `>`.
  public var text: String
  /// Whether the line was cut before its closing `>`.
  public var isCut: Bool

  public init(
    kind: String, address: String, identifier: String? = nil, autoresizingMask: String? = nil,
    relation: Relation? = nil, isActive: Bool? = nil, text: String, isCut: Bool = false
  ) {
    self.kind = kind
    self.address = address
    self.identifier = identifier
    self.autoresizingMask = autoresizingMask
    self.relation = relation
    self.isActive = isActive
    self.text = text
    self.isCut = isCut
  }

  /// `first relation second × multiplier + constant @ priority`.
  public struct Relation: Sendable {
    public enum Kind: String, Sendable {
      case equal = "=="
      case greaterThanOrEqual = ">="
      case lessThanOrEqual = "<="
    }

    public var first: Anchor
    public var kind: Kind
    /// Nil for a constant (`UIView.height == 44`).
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) unless the log printed `@750`.
    public var priority: Double

    public init(
      first: Anchor, kind: Kind, second: Anchor? = nil, multiplier: Double = 1,
      constant: Double = 0, priority: Double = 1000
    ) {
      self.first = first
      self.kind = kind
      self.second = second
      self.multiplier = multiplier
      self.constant = constant
      self.priority = priority
    }

    /// The anchors it ties, first then second.
    public var anchors: [Anchor] { [first] + (second.map { [$0] } ?? []) }
  }

  /// An attribute of one view.
  public struct Anchor: Sendable {
    public var view: LoggedView
    public var attribute: LayoutAttribute

    public init(view: LoggedView, attribute: LayoutAttribute) {
      self.view = view
      self.attribute = attribute
    }
  }

  /// Whether UIKit made it for a view that still translates its autoresizing mask.
  public var isAutoresizingMask: Bool { kind == "NSAutoresizingMaskLayoutConstraint" }

  /// Required: priority 1000 (unknown forms count as required, as most constraints are).
  public var isRequired: Bool { (relation?.priority ?? 1000) >= 1000 }
}
