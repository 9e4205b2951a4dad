import LayoutReport

/// A constraint as a learner reads it in a sentence: UIKit's description without its wrapper,
/// address and state, with the objects it names replaced by the property paths the report gives
/// them.
///
/// `<NSLayoutConstraint:0x6000… UITextField:0x7fb5…'Email'.width == 300   (active)>` with views
/// `["emailField"]` reads `emailField.width == 300`; a margins guide of `view` reads
/// `view.layoutMarginsGuide`.
enum ConstraintFormula {
  static func text(_ constraint: ConstraintRecord) -> String {
    // UIKit writes some constraints in the visual format's notation (`H:|-(0)-[UIView]`), which
    // cannot name its views; the learner's equation can.
    if let equation = constraint.equation, isVisualFormat(constraint.description) {
      return Self.text(of: equation)
    }
    var body = Substring(constraint.description)
    // `<NSLayoutConstraint:0x… ` (any constraint class) up to the first space.
    if body.hasPrefix("<"), let space = body.firstIndex(of: " ") {
      body = body[body.index(after: space)...]
    }
    if let state = body.range(of: " (active") ?? body.range(of: " (inactive") {
      body = body[..<state.lowerBound]
    } else if body.hasSuffix(">") {
      body = body.dropLast()
    }
    body = body.drop(while: { $0 == " " })
    // UIKit's own identifier, `'UIView-leftMargin-guide-constraint' `.
    if body.hasPrefix("'"), let end = body.dropFirst().firstIndex(of: "'") {
      body = body[body.index(after: end)...].drop(while: { $0 == " " })
    }
    // An autoresizing mask's own notation, `h=--& v=--& `.
    while body.hasPrefix("h=") || body.hasPrefix("v="),
      let space = body.firstIndex(of: " ")
    {
      body = body[body.index(after: space)...]
    }
    return naming(
      String(body).trimmingTrailingSpaces, views: constraint.views,
      items: constraint.equation.map { equation in
        [equation.first.written ?? equation.first.item]
          + (equation.second.map { [$0.written ?? $0.item] } ?? [])
      },
      ownerFirst: constraint.origin == .autoresizing)
  }

  /// Replaces each `Class:0xADDR` (with its `'label'`) by the view the report names in the same
  /// position: the objects appear in the description first item first, as `views` lists them.
  /// Only when there are as many objects as names (the report leaves out objects it cannot
  /// name, which would shift the rest) and the description is not in the visual format's
  /// notation (`V:[A]-(8)-[B]` writes the second item first); otherwise objects keep their class.
  /// A layout guide is its owning view's guide property. An autoresizing mask's constraint names
  /// the view whose mask made it first, in its description and in `views`, so that one is named
  /// whatever the count (`ownerFirst`). When the report gives the constraint's equation, its items
  /// are the names, guides included as the learner wrote them (`view.keyboardLayoutGuide`,
  /// `scrollView.contentLayoutGuide`), one per object in order.
  private static func naming(
    _ text: String, views: [String], items: [String]?, ownerFirst: Bool
  ) -> String {
    var objects: [Object] = []
    var rest = Substring(text)
    while let object = nextObject(in: rest) {
      objects.append(object)
      rest = rest[object.end...]
    }
    var addresses: [Substring] = []
    for object in objects where !addresses.contains(object.address) {
      addresses.append(object.address)
    }
    let visualFormat = text.hasPrefix("H:") || text.hasPrefix("V:")
    let named = !visualFormat && addresses.count == views.count
    var result = ""
    var position = text.startIndex
    if !visualFormat, let items, items.count == objects.count {
      for (object, item) in zip(objects, items) {
        result += text[position..<object.start] + item
        position = object.end
      }
      return result + text[position...]
    }
    for object in objects {
      result += text[position..<object.start]
      let index = addresses.firstIndex(of: object.address) ?? 0
      let owner = named || (ownerFirst && index == 0 && !views.isEmpty) ? views[index] : nil
      result += name(of: object, owner: visualFormat ? nil : owner)
      position = object.end
    }
    return result + text[position...]
  }

  /// Whether UIKit wrote the constraint in the visual format's notation.
  private static func isVisualFormat(_ description: String) -> Bool {
    description.contains(" H:") || description.contains(" V:")
  }

  /// `panelView.height == 0.5*view.height + 8`, as UIKit writes an equation.
  static func text(of equation: ConstraintEquation) -> String {
    let first = equation.first
    var text = "\(first.written ?? first.item).\(first.attribute) \(equation.relation)"
    if let second = equation.second {
      let multiplier =
        equation.multiplier == 1 ? "" : "\(CanonicalConstraint.number(equation.multiplier))*"
      text += " \(multiplier)\(second.written ?? second.item).\(second.attribute)"
      if equation.constant != 0 {
        text += (equation.constant < 0 ? " - " : " + ") + MessageText.points(abs(equation.constant))
      }
    } else {
      text += " " + MessageText.points(equation.constant)
    }
    return text
  }

  private struct Object {
    var start: Substring.Index
    var end: Substring.Index
    var className: Substring
    var address: Substring
    var label: Substring?
  }

  /// The next `Class:0xHEX` (and a `'label'` right after it) in `text`.
  private static func nextObject(in text: Substring) -> Object? {
    var search = text.startIndex
    while let colon = text[search...].range(of: ":0x") {
      var classStart = colon.lowerBound
      while classStart > text.startIndex {
        let previous = text.index(before: classStart)
        guard text[previous].isLetter || text[previous].isNumber || text[previous] == "_" else {
          break
        }
        classStart = previous
      }
      let hexStart = colon.upperBound
      let hexEnd = text[hexStart...].firstIndex(where: { !$0.isHexDigit }) ?? text.endIndex
      guard classStart < colon.lowerBound, hexStart < hexEnd else {
        search = colon.upperBound
        continue
      }
      var end = hexEnd
      var label: Substring?
      if end < text.endIndex, text[end] == "'",
        let close = text[text.index(after: end)...].firstIndex(of: "'")
      {
        label = text[text.index(after: end)..<close]
        end = text.index(after: close)
      }
      return Object(
        start: classStart, end: end, className: text[classStart..<colon.lowerBound],
        address: text[hexStart..<hexEnd], label: label)
    }
    return nil
  }

  private static func name(of object: Object, owner: String?) -> String {
    // `UILayoutGuide`, and UIKit's own kinds of guide (`UIKeyboardLayoutGuide`).
    guard object.className.hasSuffix("LayoutGuide") else {
      return owner ?? String(object.className)
    }
    let property: String
    switch object.label {
    case "UIViewLayoutMarginsGuide": property = "layoutMarginsGuide"
    case "UIViewSafeAreaLayoutGuide": property = "safeAreaLayoutGuide"
    case "UIViewReadableContentGuide": property = "readableContentGuide"
    case "UIViewKeyboardLayoutGuide", "UIKeyboardLayoutGuide": property = "keyboardLayoutGuide"
    case "UIScrollView-contentLayoutGuide": property = "contentLayoutGuide"
    case "UIScrollView-frameLayoutGuide": property = "frameLayoutGuide"
    default: property = "layoutGuide"
    }
    return (owner ?? "UIView") + "." + property
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
