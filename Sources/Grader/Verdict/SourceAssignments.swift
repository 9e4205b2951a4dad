/// The learner's lines, read for a statement that set a property the report records only as a
/// value (a stack view's axis, a view's alpha): the line to cite, when exactly one line holds it.
struct SourceAssignments {
  /// Each line without its `//` comment and without spaces, so `stack.axis=.vertical` and
  /// `stack.axis = .vertical` read alike.
  private let lines: [String]

  init(_ source: String) {
    lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      return code.filter { $0 != " " && $0 != "\t" }
    }
  }

  /// The 1-based line holding one of `patterns` (spaces in them ignored; a pattern ending in a
  /// name matches only the whole name, so `.fill` is not `.fillEqually`), when exactly one line
  /// does. Lines that set a property of one of `others` (`formStack.axis = …`) do not count.
  func uniqueLine(matching patterns: [String], others: [String] = []) -> Int? {
    let compact = patterns.map { $0.filter { $0 != " " } }
    let found = lines.indices.filter { index in
      let line = lines[index]
      let receiver = line.hasPrefix("self.") ? String(line.dropFirst(5)) : line
      if others.contains(where: { receiver.hasPrefix($0 + ".") }) { return false }
      return compact.contains { Self.contains(line, $0) }
    }
    return found.count == 1 ? found[0] + 1 : nil
  }

  /// The 1-based line whose statement begins with one of `prefixes` (spaces in them ignored;
  /// `self.` before it allowed), when exactly one line does: `addSubview(` finds a call on
  /// `self`, not `contentView.addSubview(`.
  func uniqueLine(startingWith prefixes: [String]) -> Int? {
    let compact = prefixes.map { $0.filter { $0 != " " } }
    let found = lines.indices.filter { index in
      let line = lines[index]
      let statement = line.hasPrefix("self.") ? String(line.dropFirst(5)) : line
      return compact.contains { statement.hasPrefix($0) }
    }
    return found.count == 1 ? found[0] + 1 : nil
  }

  /// The 1-based line that sets the `constant` of the constraint made on `line` to `value`,
  /// when the constraint is kept in a name there (`trailing = a.trailingAnchor.constraint(…)`,
  /// `let trailing = …`), exactly one line writes `trailing.constant = <value>` as a number,
  /// and the line that made it does not already give that constant.
  func lineSettingConstant(ofConstraintMadeOn line: Int, to value: Double) -> Int? {
    guard lines.indices.contains(line - 1) else { return nil }
    var made = Substring(lines[line - 1])
    for prefix in ["self.", "let", "var"] where made.hasPrefix(prefix) {
      made = made.dropFirst(prefix.count)
    }
    guard let equals = made.firstIndex(of: "="),
      case let name = made[..<equals].split(separator: ":").first.map(String.init) ?? "",
      !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      !Self.holdsConstant(String(made[equals...]), value)
    else { return nil }
    let found = lines.indices.filter { index in
      var text = Substring(lines[index])
      if text.hasPrefix("self.") { text = text.dropFirst(5) }
      let assignment = name + ".constant="
      guard text.hasPrefix(assignment) else { return false }
      let number = text.dropFirst(assignment.count)
      return Double(number.hasSuffix(";") ? number.dropLast() : number) == value
    }
    return found.count == 1 ? found[0] + 1 : nil
  }

  /// Whether the text gives `constant:` as the number `value`.
  private static func holdsConstant(_ text: String, _ value: Double) -> Bool {
    guard let range = text.range(of: "constant:") else { return value == 0 }
    let number = text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" }
    return Double(number) == value
  }

  /// Whether `line` holds `pattern` not followed by more of a name.
  private static func contains(_ line: String, _ pattern: String) -> Bool {
    var rest = line[...]
    while let range = rest.range(of: pattern) {
      let next = rest[range.upperBound...].first
      let endsName = pattern.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      if !endsName || !(next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
