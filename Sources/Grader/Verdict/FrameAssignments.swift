/// Where the learner's file gives a view its frame, read with the Swift lexer (so comments and
/// strings never match): `name.frame = …`, `name.bounds = …`, `name.center = …` (also through
/// `self.`), or making it with a frame, `name = UIView(frame: …)` (with a type annotation, `let`
/// or `var`), leaving out a zero frame (`frame: .zero`, `CGRect.zero`), which is not a frame one
/// sees.
///
/// This is read from the text because nothing at run time can say it. A setter cannot take
/// `#fileID`/`#line` default arguments. For `init(frame:)`: a second designated initializer with
/// them stops subclasses that override `init(frame:)` and `init(coder:)` from inheriting
/// `init()` (`PanelView()` no longer compiles); a convenience overload is never chosen, since
/// Swift prefers the candidate that needs no default argument; and disfavouring the designated
/// one makes a subclass's `super.init(frame: frame)` pick the convenience initializer, which a
/// designated initializer may not call. So the engine records no place, and the first such line
/// in the file stands for it.
enum FrameAssignments {
  /// The first line (1-based) that sets the frame of the view the property `name` holds.
  static func firstLine(of name: String, in source: String) -> Int? {
    let stream = TokenStream(source)
    let significant = stream.tokens.indices.filter { !stream.tokens[$0].isTrivia }
    func text(_ position: Int) -> String? {
      position < significant.count ? stream.text(significant[position]) : nil
    }
    for (position, index) in significant.enumerated() {
      let token = stream.tokens[index]
      guard token.kind == .identifier || token.kind == .backtickIdentifier,
        stream.text(index).trimmingBackticks == name,
        position == 0 || text(position - 1) != "." || text(position - 2) == "self"
      else { continue }
      if text(position + 1) == ".", ["frame", "bounds", "center"].contains(text(position + 2)),
        isAssignment(at: position + 3, significant, stream)
      {
        return line(of: index, stream)
      }
      if madeWithFrame(after: position, significant, stream) { return line(of: index, stream) }
    }
    return nil
  }

  /// A single `=` (not `==`) at `position`.
  private static func isAssignment(at position: Int, _ significant: [Int], _ stream: TokenStream)
    -> Bool
  {
    guard position < significant.count, stream.isPunctuation(significant[position], "=") else {
      return false
    }
    let index = significant[position]
    let next = index + 1
    return !(next < stream.tokens.count && stream.isPunctuation(next, "="))
  }

  /// `name [: Type] = Type.Path(frame: …)` with a frame that is not zero.
  private static func madeWithFrame(
    after position: Int, _ significant: [Int], _ stream: TokenStream
  ) -> Bool {
    func text(_ position: Int) -> String? {
      position < significant.count ? stream.text(significant[position]) : nil
    }
    var cursor = position + 1
    if text(cursor) == ":" {
      // A type annotation: names, dots and `?`/`!` up to the `=`.
      cursor += 1
      while let part = text(cursor), part != "=",
        part == "." || part == "?" || part == "!"
          || part.first?.isLetter == true || part.first == "_"
      {
        cursor += 1
      }
    }
    guard isAssignment(at: cursor, significant, stream) else { return false }
    cursor += 1
    while let part = text(cursor), part == "." || part.first?.isLetter == true || part.first == "_"
    {
      cursor += 1
    }
    guard text(cursor) == "(", text(cursor + 1) == "frame", text(cursor + 2) == ":" else {
      return false
    }
    let value = [text(cursor + 3), text(cursor + 4), text(cursor + 5)].compactMap { $0 }
    let zero = value.starts(with: [".", "zero"]) || value.starts(with: ["CGRect", ".", "zero"])
    return !zero
  }

  private static func line(of index: Int, _ stream: TokenStream) -> Int {
    let offset = stream.tokens[index].range.lowerBound
    return stream.lexer.bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}

extension String {
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
