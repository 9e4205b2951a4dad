/// The visual-format descriptions UIKit printed before iOS 10, and still prints for spacing:
/// `H:|-(8)-[UILabel:0x…]`, `V:[UIView:0x…(44)]`, `H:[A]-(NSSpace(8))-[B]`, `V:[A]-(>=8)-|`.
/// Each stands for one relation, which this turns it into.
enum VisualFormatDescription {
  private enum Element {
    case superview
    case view(LoggedView, size: Spec?)
    case gap(Spec)
  }

  /// A size or gap: `44`, `>=8`, `8@750`, `NSSpace(8)`; a bare `-` is the standard 8.
  private struct Spec {
    var kind: LoggedConstraint.Relation.Kind = .equal
    var constant: Double = 8
    var priority: Double = 1000
  }

  static func relation(of text: Substring, names: [String: LoggedView])
    -> LoggedConstraint.Relation?
  {
    let horizontal = text.hasPrefix("H:")
    var text = text.dropFirst(2)
    // Margins guides end their lines with the direction they were laid out in.
    if text.hasSuffix("(LTR)") || text.hasSuffix("(RTL)") { text = text.dropLast(5) }
    guard let elements = elements(of: text, names: names) else { return nil }
    let (leading, trailing, size) =
      horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
    let superview = names["'|'"] ?? LoggedView(identifier: "|")
    func anchor(_ view: LoggedView, _ name: String) -> LoggedConstraint.Anchor {
      .init(view: view, attribute: LayoutAttribute(name))
    }
    switch elements.count {
    case 1:
      guard case .view(let view, let spec?) = elements[0] else { return nil }
      return .init(
        first: anchor(view, size), kind: spec.kind, constant: spec.constant,
        priority: spec.priority)
    case 3:
      guard case .gap(let gap) = elements[1] else { return nil }
      switch (elements[0], elements[2]) {
      case (.superview, .view(let view, nil)):
        return .init(
          first: anchor(view, leading), kind: gap.kind, second: anchor(superview, leading),
          constant: gap.constant, priority: gap.priority)
      case (.view(let view, nil), .superview):
        return .init(
          first: anchor(superview, trailing), kind: gap.kind, second: anchor(view, trailing),
          constant: gap.constant, priority: gap.priority)
      case (.view(let before, nil), .view(let after, nil)):
        return .init(
          first: anchor(after, leading), kind: gap.kind, second: anchor(before, trailing),
          constant: gap.constant, priority: gap.priority)
      default: return nil
      }
    default: return nil
    }
  }

  private static func elements(of text: Substring, names: [String: LoggedView]) -> [Element]? {
    var elements: [Element] = []
    var rest = text
    while let first = rest.first {
      switch first {
      case "|":
        elements.append(.superview)
        rest = rest.dropFirst()
      case "-":
        rest = rest.dropFirst()
        if rest.first == "(" {
          guard let close = matchingParenthesis(in: rest),
            let spec = spec(rest.dropFirst()[..<close])
          else { return nil }
          elements.append(.gap(spec))
          rest = rest[rest.index(after: close)...]
          guard rest.first == "-" else { return nil }
          rest = rest.dropFirst()
        } else {
          elements.append(.gap(Spec()))
        }
      case "[":
        guard let (element, after) = view(in: rest.dropFirst(), names: names) else { return nil }
        elements.append(element)
        rest = after
      default:
        return nil
      }
    }
    return elements
  }

  /// `UIView:0x…'label'(44)]…` → the view with its size, and what follows its `]`.
  private static func view(in text: Substring, names: [String: LoggedView])
    -> (Element, Substring)?
  {
    var end = text.startIndex
    let bracket = text.firstIndex(of: "]") ?? text.endIndex
    if let marker = text[..<bracket].firstRange(of: ":0x") {
      end = text[marker.upperBound...].firstIndex { !$0.isHexDigit } ?? text.endIndex
      if end < text.endIndex, text[end] == "'" {
        let rest = text[text.index(after: end)...]
        guard let close = rest.firstRange(of: "'(") ?? rest.firstRange(of: "']") else {
          return nil
        }
        end = text.index(after: close.lowerBound)
      }
    } else {
      end = text.firstIndex { $0 == "(" || $0 == "]" } ?? text.endIndex
    }
    guard let view = ConstraintDescriptionParser.view(text[..<end], names: names) else {
      return nil
    }
    var rest = text[end...]
    var size: Spec?
    if rest.first == "(" {
      guard let close = matchingParenthesis(in: rest), let spec = spec(rest.dropFirst()[..<close])
      else { return nil }
      size = spec
      rest = rest[rest.index(after: close)...]
    }
    guard rest.first == "]" else { return nil }
    return (.view(view, size: size), rest.dropFirst())
  }

  /// `>=8@750` → greater than or equal, 8, priority 750.
  private static func spec(_ text: Substring) -> Spec? {
    var spec = Spec()
    var text = text
    for kind in [LoggedConstraint.Relation.Kind.greaterThanOrEqual, .lessThanOrEqual, .equal]
    where text.hasPrefix(kind.rawValue) {
      spec.kind = kind
      text = text.dropFirst(2)
    }
    if let at = text.firstIndex(of: "@") {
      guard let priority = ConstraintDescriptionParser.number(text[text.index(after: at)...])
      else { return nil }
      spec.priority = priority
      text = text[..<at]
    }
    guard let constant = ConstraintDescriptionParser.number(text) else { return nil }
    spec.constant = constant
    return spec
  }

  /// The `)` closing the `(` that starts `text`.
  private static func matchingParenthesis(in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
