/// One report of a log: an "Unable to simultaneously satisfy constraints." block with its
/// constraints and the one UIKit broke, or the warning of a table view cell's content view
/// collapsing to a height of zero.
public struct ConflictBlock: Sendable {
  public enum Kind: String, Sendable {
    /// "Unable to simultaneously satisfy constraints."
    case unsatisfiable
    /// "…constraints ambiguously suggest a height of zero for a table view cell's content view."
    case zeroHeightCell
  }

  /// What a block cut short lacks.
  public enum Missing: String, Sendable {
    /// The list of constraints has no closing `)`.
    case closingParenthesis
    /// No "Will attempt to recover by breaking constraint" line, or none after it.
    case brokenConstraint
    /// A constraint's line stops before its closing `>`.
    case endOfConstraint
    /// The block lists no constraint at all.
    case constraints
  }

  public var kind: Kind
  /// The line the block starts on, from 1.
  public var line: Int
  /// Every constraint of the list, in the log's order, unknown forms included.
  public var constraints: [LoggedConstraint]
  /// The one UIKit broke to recover, as the log printed it after the list.
  public var broken: LoggedConstraint?
  /// What the log lacks of the block, in the order noticed.
  public var missing: [Missing]

  public init(
    kind: Kind, line: Int, constraints: [LoggedConstraint] = [], broken: LoggedConstraint? = nil,
    missing: [Missing] = []
  ) {
    self.kind = kind
    self.line = line
    self.constraints = constraints
    self.broken = broken
    self.missing = missing
  }

  /// Where the broken constraint is in the list (the same address); nil when it is not there.
  public var brokenIndex: Int? {
    guard let broken else { return nil }
    return constraints.firstIndex { $0.address == broken.address }
  }

  /// The constraints whose form the parser does not know, kept verbatim.
  public var unknownCount: Int { constraints.filter { $0.relation == nil }.count }

  /// Every view and guide the constraints name, once each (the same address is the same view,
  /// told with all the log says of it), in the order they first appear.
  public var views: [LoggedView] {
    var order: [String] = []
    var byKey: [String: LoggedView] = [:]
    for constraint in constraints + (broken.map { [$0] } ?? []) {
      for anchor in constraint.relation?.anchors ?? [] {
        let key = Self.key(anchor.view)
        if let known = byKey[key] {
          byKey[key] = known.merged(with: anchor.view)
        } else {
          order.append(key)
          byKey[key] = anchor.view
        }
      }
    }
    return order.compactMap { byKey[$0] }
  }

  /// `view` as the whole block knows it.
  public func known(_ view: LoggedView) -> LoggedView {
    views.first { Self.key($0) == Self.key(view) } ?? view
  }

  /// Where `view` is in `views`.
  public func index(of view: LoggedView) -> Int? {
    views.firstIndex { Self.key($0) == Self.key(view) }
  }

  static func key(_ view: LoggedView) -> String {
    view.address ?? view.identifier.map { "id:" + $0 } ?? view.className ?? "?"
  }
}
