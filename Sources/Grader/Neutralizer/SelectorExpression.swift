/// The inside of `#selector(…)`: `tapped`, `tapped(_:)`, `ViewController.moveButtonPressed(_:)`,
/// `self.handle(tap:)`, `getter: UIView.frame`, optionally followed by `as SomeType`.
struct SelectorExpression {
  enum Accessor {
    case getter, setter
  }

  var accessor: Accessor?
  /// The method or property name: the last component of the path.
  var baseName: String?
  /// Labels in parentheses, nil labels being `_`; nil when the reference has no parentheses.
  var argumentLabels: [String?]?
  /// The expression's text without whitespace, for anything that does not parse.
  var compactText: String

  init(_ stream: TokenStream, open: Int, close: Int) {
    compactText = stream.compactText(between: open, and: close)
    var tokens = stream.significant(between: open, and: close)
    // `#selector((foo))`: drop redundant parentheses around the whole expression.
    while let first = tokens.first, let last = tokens.last, stream.isPunctuation(first, "("),
      stream.matchingCloseParenthesis(first) == last
    {
      tokens = Array(tokens.dropFirst().dropLast())
    }
    if tokens.count >= 2, stream.isPunctuation(tokens[1], ":"),
      let word = stream.name(tokens[0]), word == "getter" || word == "setter"
    {
      accessor = word == "getter" ? .getter : .setter
      tokens.removeFirst(2)
    }
    var position = 0
    while position < tokens.count, let name = stream.name(tokens[position]) {
      baseName = name
      position += 1
      if position < tokens.count, stream.isPunctuation(tokens[position], ".") {
        position += 1
        continue
      }
      if position < tokens.count, stream.isPunctuation(tokens[position], "("),
        let labelsClose = stream.matchingCloseParenthesis(tokens[position])
      {
        argumentLabels = Self.labels(stream, open: tokens[position], close: labelsClose)
      }
      break
    }
  }

  /// `(_:with:)` → [nil, "with"]; nil unless every piece is a name followed by `:`.
  private static func labels(_ stream: TokenStream, open: Int, close: Int) -> [String?]? {
    let inside = stream.significant(between: open, and: close)
    guard inside.count % 2 == 0 else { return nil }
    var labels: [String?] = []
    for pair in stride(from: 0, to: inside.count, by: 2) {
      guard let label = stream.name(inside[pair]), stream.isPunctuation(inside[pair + 1], ":")
      else { return nil }
      labels.append(label == "_" ? nil : label)
    }
    return labels
  }

  /// The Objective-C selector name, preferring what the file's own declarations say.
  func selectorName(_ methods: MethodSelectorIndex) -> String {
    let name: String
    if let baseName {
      switch accessor {
      case .getter:
        name = ObjectiveCSelector.getter(propertyName: baseName)
      case .setter:
        name = ObjectiveCSelector.setter(propertyName: baseName)
      case nil:
        if let declared = methods.selector(baseName: baseName, argumentLabels: argumentLabels) {
          name = declared
        } else if let argumentLabels {
          name = ObjectiveCSelector.method(baseName: baseName, argumentLabels: argumentLabels)
        } else {
          name = baseName
        }
      }
    } else {
      name = compactText
    }
    // The name goes into a string literal.
    return String(name.unicodeScalars.filter { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 })
  }
}
