/// Splits Swift source into tokens that separate code from string literals and comments.
///
/// It knows single-line, multi-line and raw strings (`#"…"#`, `##"""…"""##`) with interpolations
/// (`\(…)`, `\#(…)`) that may themselves hold strings and comments, line comments, nested block
/// comments, backtick names, attributes, `#` keywords and `#/…/#` regex literals. Bare `/…/` regex
/// literals are read as operators: in layout code they are vanishingly rare.
/// Unterminated literals and comments end at the end of the source (single-line strings at the
/// end of their line), so every byte belongs to exactly one token.
public struct SwiftLexer: Sendable {
  /// The source as UTF-8 bytes; token ranges index into it.
  public let bytes: [UInt8]

  /// Creates a lexer over `source`.
  public init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// Creates a lexer over UTF-8 bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Returns every token in order; their ranges cover the source without gaps.
  public func tokens() -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    var index = 0
    while index < bytes.count {
      let token = token(at: index)
      tokens.append(token)
      index = token.range.upperBound
    }
    return tokens
  }

  /// The text of a token.
  public func text(of token: SwiftToken) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  // MARK: - One token

  /// Reads the token that starts at `start` (which must be inside the source).
  func token(at start: Int) -> SwiftToken {
    let byte = bytes[start]
    func make(_ kind: SwiftToken.Kind, _ end: Int) -> SwiftToken {
      SwiftToken(kind: kind, range: start..<end)
    }
    if Self.isWhitespace(byte) {
      var end = start + 1
      while end < bytes.count, Self.isWhitespace(bytes[end]) { end += 1 }
      return make(.whitespace, end)
    }
    if byte == UInt8(ascii: "/"), peek(start + 1) == UInt8(ascii: "/") {
      var end = start + 2
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return make(.comment, end)
    }
    if byte == UInt8(ascii: "/"), peek(start + 1) == UInt8(ascii: "*") {
      return make(.comment, endOfBlockComment(from: start))
    }
    if byte == UInt8(ascii: "\"") {
      return make(.stringLiteral, endOfString(quoteAt: start, hashCount: 0))
    }
    if byte == UInt8(ascii: "#") {
      var afterHashes = start
      while peek(afterHashes) == UInt8(ascii: "#") { afterHashes += 1 }
      let hashCount = afterHashes - start
      if peek(afterHashes) == UInt8(ascii: "\"") {
        return make(.stringLiteral, endOfString(quoteAt: afterHashes, hashCount: hashCount))
      }
      if peek(afterHashes) == UInt8(ascii: "/") {
        return make(.regexLiteral, endOfRegex(slashAt: afterHashes, hashCount: hashCount))
      }
      if hashCount == 1, let next = peek(start + 1), Self.isIdentifierStart(next) {
        return make(.poundKeyword, endOfIdentifier(from: start + 1))
      }
      return make(.punctuation, start + 1)
    }
    if byte == UInt8(ascii: "@"), let next = peek(start + 1), Self.isIdentifierStart(next) {
      return make(.attribute, endOfIdentifier(from: start + 1))
    }
    if byte == UInt8(ascii: "`") {
      var end = start + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
        end += 1
      }
      if peek(end) == UInt8(ascii: "`"), end > start + 1 {
        return make(.backtickIdentifier, end + 1)
      }
      return make(.punctuation, start + 1)
    }
    if Self.isIdentifierStart(byte) {
      return make(.identifier, endOfIdentifier(from: start))
    }
    if Self.isDigit(byte) {
      return make(.number, endOfNumber(from: start))
    }
    return make(.punctuation, start + 1)
  }

  // MARK: - Scanners

  private func peek(_ index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func endOfIdentifier(from start: Int) -> Int {
    var end = start
    while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
    return end
  }

  private func endOfNumber(from start: Int) -> Int {
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if Self.isIdentifierContinuation(byte) {
        end += 1
      } else if byte == UInt8(ascii: "."), let next = peek(end + 1), Self.isDigit(next) {
        end += 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
        let previous = peek(end - 1),
        [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")]
          .contains(previous)
      {
        end += 1
      } else {
        break
      }
    }
    return end
  }

  /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
  private func endOfBlockComment(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// Whether `count` `#` signs start at `index`.
  private func hashes(_ count: Int, at index: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private func isTripleQuote(at index: Int) -> Bool {
    peek(index) == UInt8(ascii: "\"") && peek(index + 1) == UInt8(ascii: "\"")
      && peek(index + 2) == UInt8(ascii: "\"")
  }

  /// Reads a string literal whose opening quote is at `quoteAt`, preceded by `hashCount` `#`s.
  /// Escapes are `\` followed by the same number of `#`s; `\(` (or `\#(` …) opens an interpolation.
  private func endOfString(quoteAt quote: Int, hashCount: Int) -> Int {
    let isMultiLine = isTripleQuote(at: quote)
    var index = quote + (isMultiLine ? 3 : 1)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), hashes(hashCount, at: index + 1) {
        let afterEscape = index + 1 + hashCount
        if peek(afterEscape) == UInt8(ascii: "(") {
          index = endOfInterpolation(openParenAt: afterEscape)
        } else {
          index = min(afterEscape + 1, bytes.count)
        }
        continue
      }
      if isMultiLine {
        if isTripleQuote(at: index), hashes(hashCount, at: index + 3) {
          return index + 3 + hashCount
        }
      } else {
        if byte == UInt8(ascii: "\n") { return index }
        if byte == UInt8(ascii: "\""), hashes(hashCount, at: index + 1) {
          return index + 1 + hashCount
        }
      }
      index += 1
    }
    return bytes.count
  }

  /// Interpolations hold code: read tokens (strings and comments included) to the matching `)`.
  private func endOfInterpolation(openParenAt open: Int) -> Int {
    var depth = 1
    var index = open + 1
    while index < bytes.count {
      let inner = token(at: index)
      if inner.kind == .punctuation {
        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
        if bytes[index] == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { return index + 1 }
        }
      }
      index = inner.range.upperBound
    }
    return bytes.count
  }

  /// `#/…/#`: ends at `/` followed by the same number of `#`s; `\` escapes one byte.
  private func endOfRegex(slashAt slash: Int, hashCount: Int) -> Int {
    var index = slash + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "/"), hashes(hashCount, at: index + 1) {
        return index + 1 + hashCount
      }
      index += 1
    }
    return bytes.count
  }

  // MARK: - Byte classes

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
      || byte == 0x00
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Letters, `_`, `$` and any non-ASCII byte (Swift allows most Unicode letters in names).
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }
}
