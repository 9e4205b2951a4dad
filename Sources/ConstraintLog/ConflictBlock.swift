/// One report of a log: an "Unable to simultaneously satisfy constraints." block with its
/// constraints and the one UIKit broke, the warning of a table view cell's content view
/// collapsing to a height of zero, an ambiguity report (`_autolayoutTrace`, `hasAmbiguousLayout`),
/// or one of the messages UIKit stops the app with when a constraint's views are not in one
/// hierarchy.
public struct ConflictBlock: Sendable {
  public enum Kind: String, Sendable {
    /// "Unable to simultaneously satisfy constraints."
    case unsatisfiable
    /// "…constraints ambiguously suggest a height of zero for a table view cell's content view."
    case zeroHeightCell
    /// `_autolayoutTrace` lines marked `AMBIGUOUS LAYOUT` ("View has an ambiguous layout."), or
    /// `hasAmbiguousLayout` answered true.
    case ambiguousLayout
    /// "Unable to activate constraint with anchors … because they have no common ancestor."
    case noCommonAncestor
    /// "Unable to install constraint on view. Does the constraint reference something from
    /// outside the subtree of the view?"
    case unableToInstall
    /// "The view hierarchy is not prepared for the constraint", and the crash that follows it,
    /// "Impossible to set up layout with view hierarchy unprepared for constraint."
    case unpreparedHierarchy
  }

  /// A view an ambiguity report names, with the attributes it says are ambiguous.
  public struct Ambiguity: Sendable {
    public var view: LoggedView
    /// `minX`, `minY`, `width`, `height` as the trace names them; empty where the trace (before
    /// iOS 8) only marks the view.
    public var attributes: [LayoutAttribute]

    public init(view: LoggedView, attributes: [LayoutAttribute] = []) {
      self.view = view
      self.attributes = attributes
    }
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
    /// An ambiguity report that names no ambiguous view.
    case ambiguousViews
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
  /// The views an ambiguity report marks, in the trace's order.
  public var ambiguities: [Ambiguity] = []
  /// The expression a `hasAmbiguousLayout` query asked about (`self.tileView`).
  public var query: String?
  /// The views a crash message names besides those of its constraint (the two items with no
  /// common ancestor, the view a constraint could not be installed on).
  public var subjects: [LoggedView] = []
  /// Whether the log holds the crash itself ("Impossible to set up layout…"), not only the
  /// warning before it.
  public var terminates = false

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
    let named =
      (constraints + (broken.map { [$0] } ?? [])).flatMap {
        ($0.relation?.anchors ?? []).map(\.view)
      } + ambiguities.map(\.view) + subjects
    for view in named {
      let key = Self.key(view)
      if let known = byKey[key] {
        byKey[key] = known.merged(with: view)
      } else {
        order.append(key)
        byKey[key] = view
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
