/// Resolves names and turns each finished element into constraints, as UIKit's parser does while
/// it reads: connection constraints when the connection is complete, a view's size constraints
/// right after them, alignment constraints collected for the end.
///
/// The parser calls it at the moments UIKit's parser looks names up and finishes constraints; a
/// method throws to stop parsing, and `caret` arguments are the column UIKit's caret would show.
struct VisualFormatConstraintBuilder {
  private let format: String
  private let environment: VisualFormatEnvironment
  private var orientation = VisualFormatOrientation.horizontal
  /// Constraints in UIKit's order, alignment excluded.
  private(set) var constraints: [VisualFormatConstraint] = []
  /// Alignment constraints, appended after all others.
  private(set) var alignmentConstraints: [VisualFormatConstraint] = []

  /// UIKit's standard space between sibling views, in points.
  static let siblingStandardSpace: Double = 8
  /// UIKit's standard space to a superview's layout margins guide, in points.
  static let marginsStandardSpace: Double = 0

  init(format: String, environment: VisualFormatEnvironment) {
    self.format = format
    self.environment = environment
  }

  /// All constraints in UIKit's order.
  var allConstraints: [VisualFormatConstraint] { constraints + alignmentConstraints }

  /// The orientation is known (before anything else is parsed).
  mutating func begin(orientation: VisualFormatOrientation) {
    self.orientation = orientation
  }

  /// A view's name was read (the caret is just after it): it must be in the views dictionary.
  func didReadViewName(_ name: String, range: VisualFormatSourceRange)
    throws(VisualFormatError)
  {
    guard environment.views[name] != nil else {
      throw failure(VisualFormatMessages.unknownView(name), at: range.end)
    }
  }

  /// Looks up a name read as a predicate's object or priority (the caret is just after it):
  /// metrics first, then views, which only a view's size predicate may name.
  func meaning(
    ofName name: String, range: VisualFormatSourceRange, subject: VisualFormatPredicateSubject
  ) throws(VisualFormatError) -> VisualFormatNameMeaning {
    switch environment.meaning(of: name) {
    case .metric(let value):
      return .metric(value)
    case .view where subject == .viewSize:
      return .view
    case .view:
      throw failure(VisualFormatMessages.spaceEqualToView, at: range.end)
    case nil:
      throw failure(VisualFormatMessages.unknownMetric(name), at: range.end)
    }
  }

  /// Appends a view's size constraints (UIKit flushes them after the view's leading connection).
  mutating func didFinishView(_ view: VisualFormatViewSyntax) {
    let size: VisualFormatAttribute = orientation == .horizontal ? .width : .height
    for predicate in view.predicates {
      var secondItem: VisualFormatItem?
      var constant: Double = 0
      switch predicate.object {
      case .number(let value):
        constant = value
      case .name(let name):
        // Names were checked as they were read: a metric, or else a view.
        if case .metric(let value) = environment.meaning(of: name) {
          constant = value
        } else {
          secondItem = .view(name)
        }
      }
      constraints.append(
        VisualFormatConstraint(
          firstItem: .view(view.name), firstAttribute: size, relation: predicate.relation,
          secondItem: secondItem, secondAttribute: secondItem == nil ? .notAnAttribute : size,
          constant: constant, priority: priority(of: predicate), sourceRange: predicate.range))
    }
  }

  /// Appends a connection's constraints once both its ends are read: after the view that
  /// follows it, or after a trailing `|`. `left` is `nil` for a leading `|`, `right` for a
  /// trailing one.
  mutating func didFinishConnection(
    _ connection: VisualFormatConnection, from left: VisualFormatViewSyntax?,
    to right: VisualFormatViewSyntax?, caret: Int
  ) throws(VisualFormatError) {
    let horizontal = orientation == .horizontal
    let direction = environment.options.horizontalDirection
    let baseline = environment.options.spacesBaselineToBaseline
    // Right to left, the later view is placed before (to the left of) the earlier one.
    let swapsRoles = horizontal && direction == .rightToLeft
    let placedFirst = swapsRoles ? right : left
    let placedSecond = swapsRoles ? left : right
    let usesLeftRight = direction != .leadingToTrailing
    let relatedView = left ?? right

    var isFirstConstraint = true
    for part in parts(of: connection) {
      if horizontal && baseline {
        throw failure(VisualFormatMessages.baselineInHorizontal, at: caret)
      }
      let endEdge: VisualFormatAttribute =
        horizontal ? (usesLeftRight ? .right : .trailing) : (baseline ? .lastBaseline : .bottom)
      let startEdge: VisualFormatAttribute =
        horizontal ? (usesLeftRight ? .left : .leading) : (baseline ? .firstBaseline : .top)

      // The second item is the view placed first (its end edge) or the superview's start edge.
      let secondItem: VisualFormatItem
      let secondAttribute: VisualFormatAttribute
      if let placedFirst {
        secondItem = .view(placedFirst.name)
        secondAttribute = endEdge
      } else {
        secondItem = try container(of: relatedView, standard: part.isStandard, caret: caret)
        secondAttribute = horizontal ? (usesLeftRight ? .left : .leading) : .top
      }
      // The first item is the view placed second (its start edge) or the superview's end edge.
      let firstItem: VisualFormatItem
      let firstAttribute: VisualFormatAttribute
      if let placedSecond {
        firstItem = .view(placedSecond.name)
        firstAttribute = startEdge
      } else {
        firstItem = try container(of: relatedView, standard: part.isStandard, caret: caret)
        firstAttribute = horizontal ? (usesLeftRight ? .right : .trailing) : .bottom
        if placedFirst == nil {
          throw failure(VisualFormatMessages.noView, at: caret)
        }
      }

      let betweenSiblings = left != nil && right != nil
      let constant =
        part.isStandard
        ? (betweenSiblings ? Self.siblingStandardSpace : Self.marginsStandardSpace)
        : part.constant
      constraints.append(
        VisualFormatConstraint(
          firstItem: firstItem, firstAttribute: firstAttribute, relation: part.relation,
          secondItem: secondItem, secondAttribute: secondAttribute, constant: constant,
          isStandardSpacing: part.isStandard, priority: part.priority,
          sourceRange: part.range))

      if isFirstConstraint, let placedFirst, let placedSecond {
        // UIKit aligns each consecutive pair once, from the pair's first connection constraint.
        let pairRange = VisualFormatSourceRange(
          from: min(placedFirst.range.offset, placedSecond.range.offset),
          to: max(placedFirst.range.end, placedSecond.range.end))
        try appendAlignment(between: placedFirst, and: placedSecond, range: pairRange, caret: caret)
      }
      isFirstConstraint = false
    }
  }

  /// One alignment constraint per requested attribute, in ascending raw value; refuses an
  /// attribute on the layout's own axis.
  private mutating func appendAlignment(
    between first: VisualFormatViewSyntax, and second: VisualFormatViewSyntax,
    range: VisualFormatSourceRange, caret: Int
  ) throws(VisualFormatError) {
    let horizontal = orientation == .horizontal
    for attribute in environment.options.alignmentAttributes {
      if attribute.isHorizontalAxis == horizontal {
        let message =
          horizontal
          ? VisualFormatMessages.alignmentInHorizontal : VisualFormatMessages.alignmentInVertical
        throw failure(message, at: caret)
      }
      alignmentConstraints.append(
        VisualFormatConstraint(
          firstItem: .view(first.name), firstAttribute: attribute, relation: .equal,
          secondItem: .view(second.name), secondAttribute: attribute, constant: 0,
          sourceRange: range))
    }
  }

  /// The superview `|` refers to (its margins guide for a standard space), which must exist.
  private func container(of view: VisualFormatViewSyntax?, standard: Bool, caret: Int)
    throws(VisualFormatError) -> VisualFormatItem
  {
    guard let view, environment.views[view.name]?.hasSuperview == true else {
      throw failure(VisualFormatMessages.noSuperview, at: caret)
    }
    return standard ? .superviewMarginsGuide(of: view.name) : .superview(of: view.name)
  }

  /// A connection's constraints before items are known: one per predicate, or one for a flush
  /// or standard connection.
  private func parts(of connection: VisualFormatConnection) -> [ConnectionPart] {
    switch connection.kind {
    case .flush:
      return [
        ConnectionPart(
          relation: .equal, constant: 0, isStandard: false, priority: 1000,
          range: connection.range)
      ]
    case .standardSpacing:
      return [
        ConnectionPart(
          relation: .equal, constant: 0, isStandard: true, priority: 1000,
          range: connection.range)
      ]
    case .predicates(let predicates, _):
      return predicates.map { predicate in
        var constant: Double = 0
        switch predicate.object {
        case .number(let value): constant = value
        case .name(let name):
          // A connection's names were checked to be metrics as they were read.
          if case .metric(let value) = environment.meaning(of: name) { constant = value }
        }
        return ConnectionPart(
          relation: predicate.relation, constant: constant, isStandard: false,
          priority: priority(of: predicate), range: predicate.range)
      }
    }
  }

  /// The predicate's priority as UIKit stores it (a `Float`), 1000 when none is written.
  private func priority(of predicate: VisualFormatPredicate) -> Float {
    switch predicate.priority {
    case nil:
      return 1000
    case .number(let value):
      return Float(value)
    case .name(let name):
      // Checked while parsing: a metric in range (a view name there is always refused).
      if case .metric(let value) = environment.meaning(of: name) { return Float(value) }
      return 1000
    }
  }

  private func failure(_ message: String, at caret: Int) -> VisualFormatError {
    VisualFormatError(message: message, format: format, caretOffset: caret)
  }

  private struct ConnectionPart {
    var relation: VisualFormatRelation
    var constant: Double
    var isStandard: Bool
    var priority: Float
    var range: VisualFormatSourceRange
  }
}
