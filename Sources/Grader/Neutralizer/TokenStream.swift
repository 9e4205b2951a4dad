/// Tokens of one source with the small navigation helpers the neutralizer needs.
struct TokenStream {
  let lexer: SwiftLexer
  let tokens: [SwiftToken]

  init(_ source: String) {
    lexer = SwiftLexer(source)
    tokens = lexer.tokens()
  }

  func text(_ index: Int) -> String {
    lexer.text(of: tokens[index])
  }

  /// Whether token `index` is the single punctuation byte `character`.
  func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
    guard index < tokens.count, tokens[index].kind == .punctuation else { return false }
    return lexer.bytes[tokens[index].range.lowerBound] == UInt8(ascii: character)
  }

  /// The next token after `index` that is not whitespace or a comment.
  func nextSignificant(after index: Int) -> Int? {
    var next = index + 1
    while next < tokens.count {
      if !tokens[next].isTrivia { return next }
      next += 1
    }
    return nil
  }

  /// The `(` that follows token `index`, allowing spaces and tabs but no line break in between.
  func openParenthesisOnSameLine(after index: Int) -> Int? {
    var next = index + 1
    if next < tokens.count, tokens[next].kind == .whitespace {
      let space = lexer.bytes[tokens[next].range]
      if space.contains(UInt8(ascii: "\n")) || space.contains(UInt8(ascii: "\r")) { return nil }
      next += 1
    }
    return isPunctuation(next, "(") ? next : nil
  }

  /// The `)` matching the `(` at `open`, counting only code parentheses.
  func matchingCloseParenthesis(_ open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      if isPunctuation(index, "(") { depth += 1 }
      if isPunctuation(index, ")") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// Indices of the non-trivia tokens strictly between `start` and `end`.
  func significant(between start: Int, and end: Int) -> [Int] {
    guard start + 1 < end else { return [] }
    return (start + 1..<end).filter { !tokens[$0].isTrivia }
  }

  /// A name without its backticks, or nil if the token is not a name.
  func name(_ index: Int) -> String? {
    switch tokens[index].kind {
    case .identifier: return text(index)
    case .backtickIdentifier: return String(text(index).dropFirst().dropLast())
    default: return nil
    }
  }

  /// The text of the tokens strictly between `start` and `end` with trivia left out.
  func compactText(between start: Int, and end: Int) -> String {
    significant(between: start, and: end).map { text($0) }.joined()
  }

  /// Splits `indices` at commas outside any brackets; `->` does not close an angle bracket.
  func splitAtTopLevelCommas(_ indices: [Int]) -> [[Int]] {
    var parts: [[Int]] = [[]]
    var depth = 0
    var previous: Int?
    for index in indices {
      if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
        || isPunctuation(index, "<")
      {
        depth += 1
      } else if isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "}")
      {
        depth = max(0, depth - 1)
      } else if isPunctuation(index, ">"), !(previous.map { isPunctuation($0, "-") } ?? false) {
        depth = max(0, depth - 1)
      } else if isPunctuation(index, ","), depth == 0 {
        parts.append([])
        previous = index
        continue
      }
      parts[parts.count - 1].append(index)
      previous = index
    }
    return parts.count == 1 && parts[0].isEmpty ? [] : parts
  }
}
