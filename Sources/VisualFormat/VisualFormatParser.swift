/// A recursive-descent parser for Apple's Visual Format Language that stops where UIKit's parser
/// stops and says what it says.
///
/// It reads ASCII bytes with no whitespace skipping (a space is an error, as in UIKit). Every
/// loop consumes at least one character per turn or throws, so parsing always terminates.
/// With a builder, names are looked up and constraints completed at the moments UIKit does it, so
/// errors that need the views, metrics or options arrive in UIKit's order among syntax errors;
/// without one, only the syntax is checked and names stay unresolved. A class, so that reading a
/// character never copies the parser's state. Use each instance for one parse.
final class VisualFormatParser {
  private let format: String
  private let text: [UInt8]
  private var position = 0
  private(set) var builder: VisualFormatConstraintBuilder?

  /// Prepares to parse `format`, resolving it with `builder` when one is given.
  init(format: String, builder: VisualFormatConstraintBuilder?) {
    self.format = format
    self.text = Array(format.utf8)
    self.builder = builder
  }

  /// `<visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>`
  /// `(<connection><view>)* (<connection><superview>)?`
  func parseFormat() throws(VisualFormatError) -> VisualFormatSyntax {
    guard !text.isEmpty else {
      throw VisualFormatError(
        message: VisualFormatMessages.emptyString, format: format, caretOffset: nil)
    }
    guard text.allSatisfy({ $0 < 0x80 }) else {
      throw VisualFormatError(
        message: VisualFormatMessages.nonASCII, format: format, caretOffset: nil)
    }
    let (orientation, orientationRange) = try parseOrientation()
    builder?.begin(orientation: orientation)

    var leadingSuperview: VisualFormatSuperviewLink?
    var previous: VisualFormatViewSyntax
    if current == ASCII.bar {
      let bar = VisualFormatSourceRange(offset: position, length: 1)
      position += 1
      guard current != nil else { throw failure(VisualFormatMessages.expectedConnectionAfterBar) }
      let connection = try parseConnection()
      previous = try parseView()
      try builder?.didFinishConnection(connection, from: nil, to: previous, caret: position)
      leadingSuperview = VisualFormatSuperviewLink(barRange: bar, connection: connection)
    } else {
      previous = try parseView()
    }
    builder?.didFinishView(previous)

    var views = [previous]
    var connections: [VisualFormatConnection] = []
    var trailingSuperview: VisualFormatSuperviewLink?
    // Each turn consumes a view (from its '[') or the trailing '|', or throws.
    while current != nil {
      let connection = try parseConnection()
      if current == ASCII.openBracket {
        let view = try parseView()
        try builder?.didFinishConnection(connection, from: previous, to: view, caret: position)
        builder?.didFinishView(view)
        connections.append(connection)
        views.append(view)
        previous = view
      } else if current == ASCII.bar {
        let bar = VisualFormatSourceRange(offset: position, length: 1)
        position += 1
        try builder?.didFinishConnection(connection, from: previous, to: nil, caret: position)
        trailingSuperview = VisualFormatSuperviewLink(barRange: bar, connection: connection)
        break
      } else {
        throw failure(VisualFormatMessages.expectedViewOrBar)
      }
    }
    guard current == nil else { throw failure(VisualFormatMessages.expectedEnd) }

    return VisualFormatSyntax(
      format: format, orientation: orientation, orientationRange: orientationRange,
      leadingSuperview: leadingSuperview, views: views, connections: connections,
      trailingSuperview: trailingSuperview)
  }

  /// `<orientation> ::= H | V`, followed by `:`; absent means horizontal.
  ///
  /// Only a first character `H` or `V` starts an orientation; then the `:` is required.
  private func parseOrientation() throws(VisualFormatError)
    -> (VisualFormatOrientation, VisualFormatSourceRange?)
  {
    let orientation: VisualFormatOrientation
    let missingColon: String
    switch current {
    case ASCII.upperH:
      orientation = .horizontal
      missingColon = VisualFormatMessages.expectedColonAfterH
    case ASCII.upperV:
      orientation = .vertical
      missingColon = VisualFormatMessages.expectedColonAfterV
    default:
      return (.horizontal, nil)
    }
    position += 1
    guard current == ASCII.colon else { throw failure(missingColon) }
    position += 1
    return (orientation, VisualFormatSourceRange(offset: 0, length: 2))
  }

  /// `<connection> ::= e | -<predicateList>- | -`
  ///
  /// A `-` directly before `[` or `|` is the standard space; no `-` at all is a flush
  /// connection (consumes nothing).
  private func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
    let start = position
    guard current == ASCII.minus else {
      return VisualFormatConnection(
        kind: .flush, range: VisualFormatSourceRange(offset: start, length: 0))
    }
    position += 1
    if current == ASCII.openBracket || current == ASCII.bar {
      return VisualFormatConnection(
        kind: .standardSpacing, range: VisualFormatSourceRange(offset: start, length: 1))
    }
    let (predicates, parenthesized) = try parsePredicateList()
    if current == ASCII.comma { throw failure(VisualFormatMessages.expectedDashBeforeList) }
    guard current == ASCII.minus else { throw failure(VisualFormatMessages.expectedDash) }
    position += 1
    return VisualFormatConnection(
      kind: .predicates(predicates, parenthesized: parenthesized),
      range: VisualFormatSourceRange(from: start, to: position))
  }

  /// `<predicateList> ::= <simplePredicate> | <predicateListWithParens>` (in a connection)
  ///
  /// UIKit reads the unparenthesised form as one full predicate (`-20@750-`, `->=8-`), and
  /// refuses a `-` where the predicate starts, since it could be a minus or a doubled bar.
  private func parsePredicateList() throws(VisualFormatError)
    -> (predicates: [VisualFormatPredicate], parenthesized: Bool)
  {
    if current == ASCII.minus { throw failure(VisualFormatMessages.minusOrExtraBar) }
    guard current == ASCII.openParen else {
      return ([try parsePredicate(subject: .connection)], false)
    }
    position += 1
    let predicates = try parsePredicateSequence(subject: .connection)
    guard current == ASCII.closeParen else {
      throw failure(VisualFormatMessages.expectedCloseParen)
    }
    position += 1
    return (predicates, true)
  }

  /// `<predicate> (, <predicate>)*` — the inside of `<predicateListWithParens>`.
  private func parsePredicateSequence(subject: VisualFormatPredicateSubject)
    throws(VisualFormatError) -> [VisualFormatPredicate]
  {
    var predicates = [try parsePredicate(subject: subject)]
    // Each further turn consumes its ','.
    while current == ASCII.comma {
      position += 1
      predicates.append(try parsePredicate(subject: subject))
    }
    return predicates
  }

  /// `<predicate> ::= (<relation>)? (<objectOfPredicate>) (@<priority>)?`
  ///
  /// `<priority> ::= <metricName> | <number>`, and it must end up with 0 < p ≤ 1000.
  private func parsePredicate(subject: VisualFormatPredicateSubject)
    throws(VisualFormatError) -> VisualFormatPredicate
  {
    let start = position
    let (relation, relationRange) = try parseRelation()
    let (object, objectRange, _) = try parseConstant(subject: subject)
    var priority: VisualFormatTerm?
    var priorityRange: VisualFormatSourceRange?
    if current == ASCII.at {
      position += 1
      let (term, range, value) = try parseConstant(subject: subject)
      if let value {
        if !(value > 0) {
          // UIKit tests `value <= 0`; NaN is refused here too, so it never becomes a priority.
          throw failure(VisualFormatMessages.priorityNotPositive(value))
        }
        if value > 1000 { throw failure(VisualFormatMessages.priorityTooHigh(value)) }
      }
      priority = term
      priorityRange = range
    }
    return VisualFormatPredicate(
      relation: relation, relationRange: relationRange, object: object,
      objectRange: objectRange, priority: priority, priorityRange: priorityRange,
      range: VisualFormatSourceRange(from: start, to: position))
  }

  /// `<relation> ::= == | <= | >=`, absent meaning `==`.
  private func parseRelation() throws(VisualFormatError)
    -> (VisualFormatRelation, VisualFormatSourceRange?)
  {
    guard let first = current else { throw failure(VisualFormatMessages.expectedMoreInput) }
    let relation: VisualFormatRelation
    switch first {
    case ASCII.less: relation = .lessThanOrEqual
    case ASCII.equals: relation = .equal
    case ASCII.greater: relation = .greaterThanOrEqual
    default: return (.equal, nil)
    }
    let start = position
    position += 1
    guard current == ASCII.equals else { throw failure(VisualFormatMessages.unknownRelation) }
    position += 1
    return (relation, VisualFormatSourceRange(offset: start, length: 2))
  }

  /// `<constant> ::= <metricName> | <number>` (also `<objectOfPredicate>` and `<priority>`).
  ///
  /// A number starts with `-` or a digit and is read as `strtod` reads it; a name starts with a
  /// letter or `_`. Returns the term, where it is written, and its value when known (a number, a
  /// metric, or 0 for a view name, as UIKit returns).
  private func parseConstant(subject: VisualFormatPredicateSubject)
    throws(VisualFormatError) -> (VisualFormatTerm, VisualFormatSourceRange, Double?)
  {
    let start = position
    guard let first = current else { throw failure(VisualFormatMessages.expectedNumberOrKey) }
    if first == ASCII.minus || ASCII.isDigit(first) {
      guard let (value, length) = CNumberScanner.scan(text, from: start) else {
        throw failure(VisualFormatMessages.expectedNumberOrAKey)
      }
      position += length
      return (.number(value), VisualFormatSourceRange(offset: start, length: length), value)
    }
    guard ASCII.isIdentifierStart(first) else {
      throw failure(VisualFormatMessages.expectedNumberOrKey)
    }
    let (name, range) = scanName()
    let meaning = try builder?.meaning(ofName: name, range: range, subject: subject)
    let value: Double? =
      switch meaning {
      case .metric(let value): value
      case .view: 0
      case nil: nil
      }
    return (.name(name), range, value)
  }

  /// `<view> ::= [ <viewName> (<predicateListWithParens>)? ]`
  private func parseView() throws(VisualFormatError) -> VisualFormatViewSyntax {
    guard current == ASCII.openBracket else { throw failure(VisualFormatMessages.expectedView) }
    let start = position
    position += 1
    guard current != nil else { throw failure(VisualFormatMessages.expectedView) }
    let (name, nameRange) = scanName()
    guard !name.isEmpty else { throw failure(VisualFormatMessages.expectedViewName) }
    try builder?.didReadViewName(name, range: nameRange)
    var predicates: [VisualFormatPredicate] = []
    if current == ASCII.openParen {
      position += 1
      guard current != nil else { throw failure(VisualFormatMessages.ranOutInView) }
      predicates = try parsePredicateSequence(subject: .viewSize)
      guard current == ASCII.closeParen else {
        throw failure(VisualFormatMessages.thicknessPredicateMustEnd)
      }
      position += 1
      guard current == ASCII.closeBracket else {
        throw failure(VisualFormatMessages.expectedBracketAfterThickness)
      }
    } else if current != ASCII.closeBracket {
      throw failure(VisualFormatMessages.expectedBracket)
    }
    position += 1
    return VisualFormatViewSyntax(
      name: name, nameRange: nameRange, predicates: predicates,
      range: VisualFormatSourceRange(from: start, to: position))
  }

  /// `<viewName> | <metricName> ::= [A-Za-z_][A-Za-z0-9_]*`, possibly empty (the caller decides).
  private func scanName() -> (String, VisualFormatSourceRange) {
    let start = position
    if let first = current, ASCII.isIdentifierStart(first) {
      position += 1
      while let byte = current, ASCII.isIdentifierByte(byte) { position += 1 }
    }
    let name = String(decoding: text[start..<position], as: UTF8.self)
    return (name, VisualFormatSourceRange(from: start, to: position))
  }

  /// The character at the read position, `nil` at the end.
  private var current: UInt8? { position < text.count ? text[position] : nil }

  /// An error with the caret at the read position.
  private func failure(_ message: String) -> VisualFormatError {
    VisualFormatError(message: message, format: format, caretOffset: position)
  }
}
