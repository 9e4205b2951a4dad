/// Reads one constraint's description, from its `<` to its `>`, in the forms UIKit has printed:
/// the modern `A.leading == B.leadingMargin + 8`, the visual-format `H:|-(8)-[A]` and
/// `V:[A(44)]`, with an identifier in quotes, an autoresizing mask, a priority and the trailing
/// `(active, names: …)`.
enum ConstraintDescriptionParser {
  /// Nil when the text is not a constraint description at all (no `Kind:0x…` at its start); a
  /// description whose relation cannot be read keeps its text with no relation.
  static func parse(_ text: Substring, isCut: Bool = false) -> LoggedConstraint? {
    var body = text.dropFirst()  // `<`
    if !isCut, body.last == ">" { body = body.dropLast() }
    // Some pages escape the brackets: `\<NSLayoutConstraint:0x… …\>`.
    if body.last == "\\" { body = body.dropLast() }
    guard let colon = body.firstIndex(of: ":") else { return nil }
    let kind = String(body[..<colon])
    var rest = body[body.index(after: colon)...]
    // SnapKit writes where it made the constraint after the address: `0x…@File.swift#17`.
    let word = rest.prefix { !$0.isWhitespace }
    let address = word.prefix { $0 == "x" || $0.isHexDigit }
    guard address.hasPrefix("0x"), kind.hasSuffix("Constraint") else { return nil }
    rest = trimmed(rest.dropFirst(word.count))
    var constraint = LoggedConstraint(
      kind: kind, address: String(address), text: String(text), isCut: isCut)

    if rest.first == "'", let close = closingQuote(in: rest) {
      constraint.identifier = String(rest[rest.index(after: rest.startIndex)..<close])
      rest = trimmed(rest[rest.index(after: close)...])
    }
    if rest.hasPrefix("h=") {
      let words = rest.split(separator: " ", maxSplits: 2)
      if words.count >= 2, words[1].hasPrefix("v=") {
        constraint.autoresizingMask = "\(words[0]) \(words[1])"
        rest = words.count > 2 ? trimmed(words[2]) : rest[rest.endIndex...]
      }
    }
    var names: [String: LoggedView] = [:]
    if let trailer = trailerStart(in: rest) {
      let inside = rest[rest.index(after: trailer)...].dropLast(rest.last == ")" ? 1 : 0)
      if inside.hasPrefix("active") { constraint.isActive = true }
      if inside.hasPrefix("inactive") { constraint.isActive = false }
      if let namesStart = inside.firstRange(of: "ames:") {
        names = parseNames(inside[namesStart.upperBound...])
      }
      rest = trimmed(rest[..<trailer])
    }
    constraint.relation =
      rest.hasPrefix("H:") || rest.hasPrefix("V:")
      ? VisualFormatDescription.relation(of: rest, names: names)
      : relation(of: rest, names: names)
    return constraint
  }

  /// `A.attr == [m*]B.attr [± c] [@p]`, or `A.attr == c [@p]`.
  static func relation(of text: Substring, names: [String: LoggedView])
    -> LoggedConstraint.Relation?
  {
    var text = text
    var priority = 1000.0
    if let at = text.lastIndex(of: "@"), let value = number(text[text.index(after: at)...]) {
      priority = value
      text = trimmed(text[..<at])
    }
    for kind in [LoggedConstraint.Relation.Kind.equal, .greaterThanOrEqual, .lessThanOrEqual] {
      guard let range = text.firstRange(of: " \(kind.rawValue) ") else { continue }
      guard let first = anchor(trimmed(text[..<range.lowerBound]), names: names) else {
        return nil
      }
      var right = trimmed(text[range.upperBound...])
      if let constant = number(right) {
        return .init(first: first, kind: kind, constant: constant, priority: priority)
      }
      var constant = 0.0
      for sign in [" + ", " - "] {
        if let split = right.lastRange(of: sign), let value = number(right[split.upperBound...]) {
          constant = sign == " + " ? value : -value
          right = trimmed(right[..<split.lowerBound])
          break
        }
      }
      var multiplier = 1.0
      if let star = right.firstIndex(of: "*") {
        let before = trimmed(right[..<star])
        let after = trimmed(right[right.index(after: star)...])
        if let value = number(before) {
          multiplier = value
          right = after
        } else if let value = number(after) {
          multiplier = value
          right = before
        }
      }
      guard let second = anchor(right, names: names) else { return nil }
      return .init(
        first: first, kind: kind, second: second, multiplier: multiplier, constant: constant,
        priority: priority)
    }
    return nil
  }

  /// `UILabel:0x…'Title'.leading` or `Username.top`.
  static func anchor(_ text: Substring, names: [String: LoggedView]) -> LoggedConstraint.Anchor? {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return nil }
    let attribute = text[text.index(after: dot)...]
    guard !attribute.isEmpty, attribute.allSatisfy({ $0.isLetter || $0.isNumber }),
      let view = view(text[..<dot], names: names)
    else { return nil }
    return .init(view: view, attribute: LayoutAttribute(String(attribute)))
  }

  /// `Class:0xADDR['label']`, `|`, or a bare name the `names:` list resolves.
  static func view(_ text: Substring, names: [String: LoggedView]) -> LoggedView? {
    let text = trimmed(text)
    if text == "|" { return names["'|'"] ?? LoggedView(identifier: "|") }
    guard let marker = text.firstRange(of: ":0x") else {
      guard !text.isEmpty, !text.contains(" ") else { return nil }
      // A paste that put a name in place of the address: `UITableViewCellContentView:cv`.
      if let colon = text.firstIndex(of: ":"), colon != text.startIndex,
        text.index(after: colon) != text.endIndex
      {
        return LoggedView(
          className: String(text[..<colon]), identifier: String(text[text.index(after: colon)...]))
      }
      let name = String(text)
      return (names[name] ?? LoggedView()).merged(with: LoggedView(identifier: name))
    }
    let className = String(text[..<marker.lowerBound])
    let hex = text[marker.upperBound...].prefix { $0.isHexDigit }
    guard !className.isEmpty, !hex.isEmpty else { return nil }
    var view = LoggedView(className: className, address: "0x" + hex)
    let after = text[hex.endIndex...]
    if after.count >= 2, after.first == "'", after.last == "'" {
      view.label = String(after.dropFirst().dropLast())
    }
    return view
  }

  /// `'|':UIView:0x…, Username:0x…` → `'|'` and `Username` to their views.
  static func parseNames(_ text: Substring) -> [String: LoggedView] {
    var names: [String: LoggedView] = [:]
    for entry in text.split(separator: ",") {
      let entry = trimmed(entry)
      guard let colon = entry.firstIndex(of: ":") else { continue }
      let key = String(entry[..<colon])
      let value = entry[entry.index(after: colon)...]
      if value.hasPrefix("0x") {
        names[key] = LoggedView(address: String(value.prefix { $0 == "x" || $0.isHexDigit }))
      } else if let view = view(value, names: [:]) {
        names[key] = view
      }
    }
    return names
  }

  /// Where `(active…)`, `(inactive…)` or `(Names: …)` begins, after at least one space.
  private static func trailerStart(in text: Substring) -> Substring.Index? {
    var index = text.endIndex
    while let open = text[..<index].lastIndex(of: "(") {
      let after = text[text.index(after: open)...]
      if open > text.startIndex, text[text.index(before: open)] == " ",
        after.hasPrefix("active") || after.hasPrefix("inactive") || after.hasPrefix("Names:")
          || after.hasPrefix("names:")
      {
        return open
      }
      index = open
    }
    return nil
  }

  /// The `'` closing an identifier that starts `text`: the next one followed by a space or the end.
  private static func closingQuote(in text: Substring) -> Substring.Index? {
    var index = text.index(after: text.startIndex)
    while let quote = text[index...].firstIndex(of: "'") {
      let next = text.index(after: quote)
      if next == text.endIndex || text[next] == " " { return quote }
      index = next
    }
    return nil
  }

  /// `8`, `-20`, `0.333333`, `NSSpace(8)`.
  static func number(_ text: Substring) -> Double? {
    var text = trimmed(text)
    if text.hasPrefix("NSSpace("), text.hasSuffix(")") { text = text.dropFirst(8).dropLast() }
    guard let first = text.first, first.isNumber || first == "-" || first == "." else {
      return nil
    }
    return Double(String(text))
  }

  static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return text
  }
}

extension Substring {
  /// The last place `needle` occurs.
  fileprivate func lastRange(of needle: String) -> Range<Index>? {
    var found: Range<Index>?
    var start = startIndex
    while let range = self[start...].firstRange(of: needle) {
      found = range
      start = index(after: range.lowerBound)
    }
    return found
  }
}
