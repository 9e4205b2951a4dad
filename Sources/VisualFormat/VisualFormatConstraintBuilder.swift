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
      let (constant, otherView) = value(of: predicate.object)
      constraints.append(
        VisualFormatConstraint(
          firstItem: .view(view.name), firstAttribute: size, relation: predicate.relation,
          secondItem: otherView.map(VisualFormatItem.view),
          secondAttribute: otherView == nil ? .notAnAttribute : size, constant: constant,
          priority: priority(of: predicate), sourceRange: predicate.range))
    }
  }

  /// Appends a connection's constraints once both its ends are read: after the view that
  /// follows it, or after a trailing `|`. `left` is `nil` for a leading `|`, `right` for a
  /// trailing one.
  mutating func didFinishConnection(
    _ connection: VisualFormatConnection, from left: VisualFormatViewSyntax?,
    to right: VisualFormatViewSyntax?, caret: Int
  ) throws(VisualFormatError) {
    let options = environment.options
    let horizontal = orientation == .horizontal
    let baseline = options.spacesBaselineToBaseline
    let usesLeftRight = options.horizontalDirection != .leadingToTrailing
    // Right to left, the later view is placed before (to the left of) the earlier one.
    let swapsRoles = horizontal && options.horizontalDirection == .rightToLeft
    let placedFirst = swapsRoles ? right : left
    let placedSecond = swapsRoles ? left : right
    // The edges that meet: the end of what is placed first, the start of what is placed second.
    let viewEnd: VisualFormatAttribute =
      horizontal ? (usesLeftRight ? .right : .trailing) : (baseline ? .lastBaseline : .bottom)
    let viewStart: VisualFormatAttribute =
      horizontal ? (usesLeftRight ? .left : .leading) : (baseline ? .firstBaseline : .top)
    let superviewStart: VisualFormatAttribute =
      horizontal ? (usesLeftRight ? .left : .leading) : .top
    let superviewEnd: VisualFormatAttribute =
      horizontal ? (usesLeftRight ? .right : .trailing) : .bottom

    for (index, part) in parts(of: connection).enumerated() {
      if horizontal && baseline {
        throw failure(VisualFormatMessages.baselineInHorizontal, at: caret)
      }
      // Second item: the view placed first, or the superview's start.
      let secondItem: VisualFormatItem
      let secondAttribute: VisualFormatAttribute
      if let placedFirst {
        (secondItem, secondAttribute) = (.view(placedFirst.name), viewEnd)
      } else {
        secondItem = try container(of: left ?? right, standard: part.isStandard, caret: caret)
        secondAttribute = superviewStart
      }
      // First item: the view placed second, or the superview's end.
      let firstItem: VisualFormatItem
      let firstAttribute: VisualFormatAttribute
      if let placedSecond {
        (firstItem, firstAttribute) = (.view(placedSecond.name), viewStart)
      } else {
        firstItem = try container(of: left ?? right, standard: part.isStandard, caret: caret)
        firstAttribute = superviewEnd
        if placedFirst == nil { throw failure(VisualFormatMessages.noView, at: caret) }
      }
      let standardSpace =
        left != nil && right != nil ? Self.siblingStandardSpace : Self.marginsStandardSpace
      constraints.append(
        VisualFormatConstraint(
          firstItem: firstItem, firstAttribute: firstAttribute, relation: part.relation,
          secondItem: secondItem, secondAttribute: secondAttribute,
          constant: part.isStandard ? standardSpace : part.constant,
          isStandardSpacing: part.isStandard, priority: part.priority, sourceRange: part.range))

      // UIKit aligns each consecutive pair once, from the pair's first connection constraint.
      if index == 0, let placedFirst, let placedSecond {
        let pairRange = VisualFormatSourceRange(
          from: min(placedFirst.range.offset, placedSecond.range.offset),
          to: max(placedFirst.range.end, placedSecond.range.end))
        try appendAlignment(between: placedFirst, and: placedSecond, range: pairRange, caret: caret)
      }
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
    case .flush, .standardSpacing:
      let part = ConnectionPart(
        relation: .equal, constant: 0, isStandard: connection.kind == .standardSpacing,
        priority: 1000, range: connection.range)
      return [part]
    case .predicates(let predicates, _):
      return predicates.map { predicate in
        ConnectionPart(
          relation: predicate.relation, constant: value(of: predicate.object).constant,
          isStandard: false, priority: priority(of: predicate), range: predicate.range)
      }
    }
  }

  /// A term's constant, or the view it names (with constant 0, as UIKit returns).
  ///
  /// Names were checked as they were read: a metric, or else a view where one is allowed.
  private func value(of term: VisualFormatTerm) -> (constant: Double, view: String?) {
    switch term {
    case .number(let value):
      return (value, nil)
    case .name(let name):
      if case .metric(let value) = environment.meaning(of: name) { return (value, nil) }
      return (0, name)
    }
  }

  /// The predicate's priority as UIKit stores it (a `Float`), 1000 when none is written.
  private func priority(of predicate: VisualFormatPredicate) -> Float {
    predicate.priority.map { Float(value(of: $0).constant) } ?? 1000
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
