/// The axis a format string lays views out on.
public enum VisualFormatOrientation: Sendable {
  /// `H:` or no prefix.
  case horizontal
  /// `V:`.
  case vertical
}

/// How a predicate relates its subject to its object; raw values are
/// `NSLayoutConstraint.Relation`'s.
public enum VisualFormatRelation: Int, Sendable {
  /// `<=`
  case lessThanOrEqual = -1
  /// `==`, also when no relation is written.
  case equal = 0
  /// `>=`
  case greaterThanOrEqual = 1
}

/// A constant or priority as written: a number, or a name to look up.
public enum VisualFormatTerm: Equatable, Sendable {
  /// A number, as C's `strtod` reads it.
  case number(Double)
  /// A metric name, or (as the object of a view's size predicate) a view name.
  case name(String)
}

/// `(<relation>)? <objectOfPredicate> (@<priority>)?`
public struct VisualFormatPredicate: Equatable, Sendable {
  /// The relation, `.equal` when none is written.
  public var relation: VisualFormatRelation
  /// Where the relation is written, `nil` when it is implied.
  public var relationRange: VisualFormatSourceRange?
  /// The constant, metric or view the subject is related to.
  public var object: VisualFormatTerm
  /// Where the object is written.
  public var objectRange: VisualFormatSourceRange
  /// The priority after `@`, `nil` for required.
  public var priority: VisualFormatTerm?
  /// Where the priority is written (after the `@`), `nil` when there is none.
  public var priorityRange: VisualFormatSourceRange?
  /// The whole predicate.
  public var range: VisualFormatSourceRange

  /// Creates a predicate from its parts.
  public init(
    relation: VisualFormatRelation, relationRange: VisualFormatSourceRange?,
    object: VisualFormatTerm, objectRange: VisualFormatSourceRange,
    priority: VisualFormatTerm?, priorityRange: VisualFormatSourceRange?,
    range: VisualFormatSourceRange
  ) {
    self.relation = relation
    self.relationRange = relationRange
    self.object = object
    self.objectRange = objectRange
    self.priority = priority
    self.priorityRange = priorityRange
    self.range = range
  }
}

/// `<connection> ::= e | -<predicateList>- | -`
public struct VisualFormatConnection: Equatable, Sendable {
  /// The three shapes a connection takes.
  public enum Kind: Equatable, Sendable {
    /// Nothing between two elements (`[a][b]`, `|[a]`): a gap of 0.
    case flush
    /// A single `-`: the standard space.
    case standardSpacing
    /// `-20-`, `-(>=8,<=20)-`: explicit predicates, in or out of parentheses.
    case predicates([VisualFormatPredicate], parenthesized: Bool)
  }

  /// The connection's shape.
  public var kind: Kind
  /// From the first `-` through the last; an empty span where a flush connection sits.
  public var range: VisualFormatSourceRange

  /// Creates a connection.
  public init(kind: Kind, range: VisualFormatSourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// `<view> ::= [ <viewName> (<predicateListWithParens>)? ]`
public struct VisualFormatViewSyntax: Equatable, Sendable {
  /// The key in the views dictionary.
  public var name: String
  /// Where the name is written.
  public var nameRange: VisualFormatSourceRange
  /// Size predicates (width for `H`, height for `V`), in written order.
  public var predicates: [VisualFormatPredicate]
  /// From `[` through `]`.
  public var range: VisualFormatSourceRange

  /// Creates a view element.
  public init(
    name: String, nameRange: VisualFormatSourceRange, predicates: [VisualFormatPredicate],
    range: VisualFormatSourceRange
  ) {
    self.name = name
    self.nameRange = nameRange
    self.predicates = predicates
    self.range = range
  }
}

/// A `|` and the connection that joins it to the nearest view.
public struct VisualFormatSuperviewLink: Equatable, Sendable {
  /// Where the `|` is.
  public var barRange: VisualFormatSourceRange
  /// The connection between the bar and the view.
  public var connection: VisualFormatConnection

  /// Creates a link.
  public init(barRange: VisualFormatSourceRange, connection: VisualFormatConnection) {
    self.barRange = barRange
    self.connection = connection
  }
}

/// A parsed format string, following
/// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*`
/// `(<connection><superview>)?`.
public struct VisualFormatSyntax: Equatable, Sendable {
  /// The format as given.
  public var format: String
  /// The layout axis.
  public var orientation: VisualFormatOrientation
  /// Where `H:` or `V:` is written, `nil` when the default (horizontal) applies.
  public var orientationRange: VisualFormatSourceRange?
  /// `|` and its connection before the first view.
  public var leadingSuperview: VisualFormatSuperviewLink?
  /// The views in written order (at least one).
  public var views: [VisualFormatViewSyntax]
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  public var connections: [VisualFormatConnection]
  /// The connection and `|` after the last view.
  public var trailingSuperview: VisualFormatSuperviewLink?

  /// Creates a syntax tree.
  public init(
    format: String, orientation: VisualFormatOrientation,
    orientationRange: VisualFormatSourceRange?, leadingSuperview: VisualFormatSuperviewLink?,
    views: [VisualFormatViewSyntax], connections: [VisualFormatConnection],
    trailingSuperview: VisualFormatSuperviewLink?
  ) {
    self.format = format
    self.orientation = orientation
    self.orientationRange = orientationRange
    self.leadingSuperview = leadingSuperview
    self.views = views
    self.connections = connections
    self.trailingSuperview = trailingSuperview
  }
}
