/// The lines of `_autolayoutTrace` that mark a view ambiguous, in the forms UIKit has printed:
/// `*UILabel:0x78f31230'Title'- AMBIGUOUS LAYOUT for UILabel:0x78f31230'Title'.minY{id: 1860},
/// UILabel:0x78f31230'Title'.Height{id: 1812}` (iOS 8 and later, which name the ambiguous
/// attributes) and `*<UILabel:0x10e45eba0> - AMBIGUOUS LAYOUT` (before, which only mark the view).
enum AmbiguityTrace {
  static let marker: [UInt8] = Array("AMBIGUOUS LAYOUT".utf8)

  /// The view a trace line marks ambiguous, with its attributes; nil when the line marks none.
  static func ambiguity(in line: Substring) -> ConflictBlock.Ambiguity? {
    guard let start = ByteSearch.firstIndex(of: marker, in: line) else { return nil }
    var before = line[..<start]
    while let last = before.last, last == " " || last == "-" || last == "," || last == "\t" {
      before = before.dropLast()
    }
    while let first = before.first, "|*•+ \t".contains(first) { before = before.dropFirst() }
    if before.first == "<", before.last == ">" { before = before.dropFirst().dropLast() }
    // `UIView:0x7f88a8f39fa0, MISSING HOST CONSTRAINTS` is a host's note, not part of its name.
    if let comma = before.firstIndex(of: ",") { before = before[..<comma] }
    guard let view = ConstraintDescriptionParser.view(before, names: [:]), view.address != nil
    else { return nil }
    var attributes: [LayoutAttribute] = []
    var rest = line[line.utf8.index(start, offsetBy: marker.count)...]
    while let brace = rest.firstRange(of: "{id:") {
      let name = rest[..<brace.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber }
      if !name.isEmpty {
        let spelled = String(name.reversed())
        let attribute = LayoutAttribute(spelled.prefix(1).lowercased() + spelled.dropFirst())
        if !attributes.contains(attribute) { attributes.append(attribute) }
      }
      rest = rest[brace.upperBound...]
    }
    return .init(view: view, attributes: attributes)
  }

  /// Whether a line can belong to a trace: a line of the tree (`|   *UIView:0x…`), its root
  /// (`UIWindow:0x…`, `*<UIWindow:0x…>`), or an empty line between them.
  static func isTreeLine(_ line: Substring) -> Bool {
    let text = ConstraintDescriptionParser.trimmed(line)
    guard let first = text.first else { return true }
    if "|*•+<".contains(first) { return true }
    let word = text.prefix { !$0.isWhitespace }
    return word.contains(":0x") && !word.hasSuffix(":")
  }

  /// `po self.tileView.hasAmbiguousLayout`, `[self.view hasAmbiguousLayout]`,
  /// `print(tile.hasAmbiguousLayout)` → the expression asked about (`self.tileView`), and the
  /// answer when the same line gives it.
  static func query(in line: Substring, at index: Substring.Index) -> (String, Bool?) {
    var before = line[..<index]
    while let last = before.last, last == "." || last == " " { before = before.dropLast() }
    let expression = before.reversed().prefix {
      !$0.isWhitespace && $0 != "(" && $0 != "[" && $0 != "{"
    }
    let after = line[line.index(index, offsetBy: "hasAmbiguousLayout".count)...]
    return (String(expression.reversed()), answer(after))
  }

  /// `true`, `YES`, `(Bool) $R0 = true` → true; `false`, `NO` → false; nil when the text gives
  /// no answer.
  static func answer(_ text: Substring) -> Bool? {
    let words = text.split { !$0.isLetter }
    if words.contains(where: { $0 == "true" || $0 == "YES" }) { return true }
    if words.contains(where: { $0 == "false" || $0 == "NO" }) { return false }
    return nil
  }
}
