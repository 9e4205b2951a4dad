/// The methods a file declares, with their Objective-C selectors, so `#selector(tapped)` can name
/// the right one (`tapped:` when `func tapped(_ sender: UIButton)` is the only `tapped`) and
/// `@objc(customName:)` wins over the derived name.
struct MethodSelectorIndex {
  struct Method: Equatable {
    var baseName: String
    var argumentLabels: [String?]
    var selector: String
  }

  /// Declaration modifiers that may stand between `@objc(…)` and `func`.
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "override",
    "static", "class", "dynamic", "mutating", "nonmutating", "required", "convenience",
    "optional", "nonisolated", "indirect",
  ]

  private(set) var methods: [Method] = []

  init(_ stream: TokenStream) {
    var index = 0
    var customSelector: String?
    while index < stream.tokens.count {
      let token = stream.tokens[index]
      if token.isTrivia {
        index += 1
        continue
      }
      if token.kind == .attribute {
        var next = index + 1
        if let open = stream.openParenthesisOnSameLine(after: index),
          let close = stream.matchingCloseParenthesis(open)
        {
          if stream.text(index) == "@objc" {
            customSelector = stream.compactText(between: open, and: close)
          }
          next = close + 1
        }
        index = next
        continue
      }
      if token.kind == .identifier, Self.modifiers.contains(stream.text(index)) {
        // `private(set)` and the like carry an argument.
        if let open = stream.openParenthesisOnSameLine(after: index),
          let close = stream.matchingCloseParenthesis(open)
        {
          index = close + 1
        } else {
          index += 1
        }
        continue
      }
      if token.kind == .identifier, stream.text(index) == "func",
        let method = Self.method(declaredAfter: index, in: stream)
      {
        var found = method
        if let customSelector, !customSelector.isEmpty { found.selector = customSelector }
        methods.append(found)
      }
      customSelector = nil
      index += 1
    }
  }

  /// The selector of the only method with this base name and labels (labels nil: any labels).
  func selector(baseName: String, argumentLabels: [String?]?) -> String? {
    let candidates = methods.filter {
      $0.baseName == baseName && (argumentLabels == nil || $0.argumentLabels == argumentLabels)
    }
    let selectors = Set(candidates.map(\.selector))
    return selectors.count == 1 ? selectors.first : nil
  }

  /// Reads `name<…>(label name: Type, …)` after the `func` keyword at `funcIndex`.
  private static func method(declaredAfter funcIndex: Int, in stream: TokenStream) -> Method? {
    guard let nameIndex = stream.nextSignificant(after: funcIndex),
      let baseName = stream.name(nameIndex),
      var open = stream.nextSignificant(after: nameIndex)
    else { return nil }
    if stream.isPunctuation(open, "<") {
      var depth = 0
      var index = open
      while index < stream.tokens.count {
        if stream.isPunctuation(index, "<") { depth += 1 }
        if stream.isPunctuation(index, ">") {
          depth -= 1
          if depth == 0 { break }
        }
        index += 1
      }
      guard let afterGenerics = stream.nextSignificant(after: index) else { return nil }
      open = afterGenerics
    }
    guard stream.isPunctuation(open, "("), let close = stream.matchingCloseParenthesis(open) else {
      return nil
    }
    let parameters = stream.splitAtTopLevelCommas(stream.significant(between: open, and: close))
    var labels: [String?] = []
    for parameter in parameters {
      guard let first = parameter.first, let label = stream.name(first) else { return nil }
      labels.append(label == "_" ? nil : label)
    }
    let selector = ObjectiveCSelector.method(baseName: baseName, argumentLabels: labels)
    return Method(baseName: baseName, argumentLabels: labels, selector: selector)
  }
}
