/// The kinds of Swift tokens the highlighter colours.
public enum SwiftTokenKind: Sendable, Hashable {
  case keyword, attribute, typeName, string, number, comment, plain
}

/// A small Swift tokenizer for colouring code in lessons: keywords, attributes, type names
/// (identifiers starting with an upper-case letter), string literals (including multi-line and raw
/// strings), number literals and comments (including nested block comments). Everything else,
/// whitespace included, is `plain`. Concatenating the tokens' texts gives back the input exactly.
public enum SwiftHighlighter {
  /// Splits `source` into tokens.
  public static func tokens(in source: String) -> [(kind: SwiftTokenKind, text: String)] {
    var scanner = Scanner(characters: Array(source))
    return scanner.scanAll()
  }

  /// Returns `lines` coloured with `theme`; styles never span a line break, so every line can be
  /// printed, clipped or indented on its own. With a disabled styler the lines come back unchanged.
  public static func highlight(
    lines: [String], styler: Styler, theme: MarkdownTheme = .standard
  ) -> [String] {
    guard styler.isEnabled else { return lines }
    var output: [String] = [""]
    for (kind, text) in tokens(in: lines.joined(separator: "\n")) {
      let style = self.style(for: kind, theme: theme)
      for (index, piece) in text.splitLines().enumerated() {
        if index > 0 { output.append("") }
        output[output.count - 1] += styler.apply(style, to: piece)
      }
    }
    return output
  }

  private static func style(for kind: SwiftTokenKind, theme: MarkdownTheme) -> TextStyle {
    switch kind {
    case .keyword: return theme.keyword
    case .attribute: return theme.attribute
    case .typeName: return theme.typeName
    case .string: return theme.string
    case .number: return theme.number
    case .comment: return theme.comment
    case .plain: return .plain
    }
  }

  /// Keywords and contextual keywords of Swift (The Swift Programming Language, "Lexical Structure").
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
    "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self",
    "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "lazy", "weak",
    "unowned", "override", "final", "mutating", "nonmutating", "convenience", "required", "dynamic",
    "get", "set", "willSet", "didSet", "optional", "indirect", "nonisolated", "isolated", "consume",
    "borrowing", "consuming", "package",
  ]

  private struct Scanner {
    let characters: [Character]
    var index = 0
    var tokens: [(kind: SwiftTokenKind, text: String)] = []

    init(characters: [Character]) {
      self.characters = characters
    }

    mutating func scanAll() -> [(kind: SwiftTokenKind, text: String)] {
      while index < characters.count {
        let start = index
        let kind = scanToken()
        let text = String(characters[start..<index])
        if kind == .plain, let last = tokens.last, last.kind == .plain {
          tokens[tokens.count - 1].text += text
        } else {
          tokens.append((kind, text))
        }
      }
      return tokens
    }

    private func peek(_ offset: Int = 0) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func scanToken() -> SwiftTokenKind {
      let character = characters[index]
      switch character {
      case "/" where peek(1) == "/":
        while let next = peek(), next != "\n" { index += 1 }
        return .comment
      case "/" where peek(1) == "*":
        scanBlockComment()
        return .comment
      case "\"":
        scanString(hashes: 0)
        return .string
      case "#" where peek(1) == "\"" || peek(1) == "#":
        let hashes = countRun(of: "#")
        guard peek(hashes) == "\"" else {
          index += hashes
          return .plain
        }
        index += hashes
        scanString(hashes: hashes)
        return .string
      case "#" where peek(1)?.isLetter == true, "@" where peek(1)?.isLetter == true:
        index += 1
        scanIdentifier()
        return .attribute
      case "`":
        // A backticked identifier (`default`) is a name, never a keyword.
        index += 1
        while let next = peek(), next != "`", next != "\n" { index += 1 }
        if peek() == "`" { index += 1 }
        return .plain
      default:
        if character.isASCII, character.isNumber {
          scanNumber()
          return .number
        }
        if character.isLetter || character == "_" {
          let start = index
          scanIdentifier()
          let word = String(characters[start..<index])
          if SwiftHighlighter.keywords.contains(word) { return .keyword }
          return character.isUppercase ? .typeName : .plain
        }
        index += 1
        return .plain
      }
    }

    private func countRun(of character: Character) -> Int {
      var count = 0
      while peek(count) == character { count += 1 }
      return count
    }

    private mutating func scanIdentifier() {
      while let next = peek(), next.isLetter || next.isNumber || next == "_" { index += 1 }
    }

    /// Decimal, hexadecimal, octal and binary literals with `_` separators, fractions and exponents.
    private mutating func scanNumber() {
      let isHex = characters[index] == "0" && (peek(1) == "x" || peek(1) == "X")
      index += 1
      while let next = peek() {
        let previous = characters[index - 1]
        if next.isLetter || next.isNumber || next == "_" {
          index += 1
        } else if next == ".", let after = peek(1), after.isNumber, after.isASCII {
          index += 1
        } else if next == "-" || next == "+",
          isHex ? "pP".contains(previous) : "eE".contains(previous)
        {
          index += 1
        } else {
          break
        }
      }
    }

    /// `/* … */`, nesting as Swift allows; runs to the end when unclosed.
    private mutating func scanBlockComment() {
      var depth = 0
      while index < characters.count {
        if characters[index] == "/", peek(1) == "*" {
          depth += 1
          index += 2
        } else if characters[index] == "*", peek(1) == "/" {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// A string literal starting at its opening quote, after `hashes` `#` characters (raw strings).
    /// Single-line strings end at the closing quote or at the end of the line; `"""` strings run
    /// across lines. Interpolations are coloured as part of the string.
    private mutating func scanString(hashes: Int) {
      let isMultiline = peek(1) == "\"" && peek(2) == "\""
      let quotes = isMultiline ? 3 : 1
      index += quotes
      let closing = Array(
        String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes))
      while index < characters.count {
        let character = characters[index]
        if character == "\\", hashes == 0 {
          index += 2
          continue
        }
        if character == "\n", !isMultiline { return }
        if matches(closing) {
          index += closing.count
          return
        }
        index += 1
      }
      index = min(index, characters.count)
    }

    private func matches(_ sequence: [Character]) -> Bool {
      guard index + sequence.count <= characters.count else { return false }
      return Array(characters[index..<(index + sequence.count)]) == sequence
    }
  }
}
