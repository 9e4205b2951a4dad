/// Parses inline Markdown: emphasis, strong emphasis, code spans, links, autolinks and backslash
/// escapes. Delimiters without a partner stay literal text.
///
/// Simplified from CommonMark: a closing delimiter run must have the same length as the opening
/// one (`*`, `**` or `***`), must follow a non-space character, and for `_` must not be followed by
/// a letter or digit (so `snake_case_names` stay as they are).
enum InlineParser {
  static func parse(_ text: String) -> [MarkdownInline] {
    parse(Array(text))
  }

  static func parse(_ characters: [Character]) -> [MarkdownInline] {
    var result: [MarkdownInline] = []
    var buffer = ""
    var index = 0

    func flush() {
      if !buffer.isEmpty { result.append(.text(buffer)) }
      buffer = ""
    }

    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, isEscapable(characters[index + 1]) {
        buffer.append(characters[index + 1])
        index += 2
      } else if character == "`" {
        let run = runLength(characters, at: index)
        if let close = closingBackticks(characters, from: index + run, length: run) {
          flush()
          result.append(.code(codeSpanContent(Array(characters[(index + run)..<close]))))
          index = close + run
        } else {
          buffer += String(repeating: "`", count: run)
          index += run
        }
      } else if character == "*" || character == "_",
        let (inline, next) = emphasis(characters, at: index)
      {
        flush()
        result.append(inline)
        index = next
      } else if character == "*" || character == "_" {
        let run = runLength(characters, at: index)
        buffer += String(repeating: character, count: run)
        index += run
      } else if character == "[", let (inline, next) = link(characters, at: index) {
        flush()
        result.append(inline)
        index = next
      } else if character == "<", let (inline, next) = autolink(characters, at: index) {
        flush()
        result.append(inline)
        index = next
      } else {
        buffer.append(character)
        index += 1
      }
    }
    flush()
    return result
  }

  private static func isEscapable(_ character: Character) -> Bool {
    character.isASCII && (character.isPunctuation || character.isSymbol)
  }

  private static func runLength(_ characters: [Character], at index: Int) -> Int {
    var end = index
    while end < characters.count, characters[end] == characters[index] { end += 1 }
    return end - index
  }

  /// The index of a backtick run of exactly `length` at or after `start`.
  private static func closingBackticks(_ characters: [Character], from start: Int, length: Int)
    -> Int?
  {
    var index = start
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let run = runLength(characters, at: index)
      if run == length { return index }
      index += run
    }
    return nil
  }

  /// Code span content: one space on each side is dropped when both are there (CommonMark 6.1).
  private static func codeSpanContent(_ characters: [Character]) -> String {
    if characters.count >= 2, characters.first == " ", characters.last == " ",
      characters.contains(where: { $0 != " " })
    {
      return String(characters.dropFirst().dropLast())
    }
    return String(characters)
  }

  /// `*x*`, `**x**`, `***x***` and the `_` forms, when a matching closing run exists.
  private static func emphasis(_ characters: [Character], at index: Int) -> (MarkdownInline, Int)? {
    let delimiter = characters[index]
    let run = runLength(characters, at: index)
    guard run <= 3, index + run < characters.count, characters[index + run] != " " else {
      return nil
    }
    if delimiter == "_", index > 0, isWordCharacter(characters[index - 1]) { return nil }
    var scan = index + run
    while scan < characters.count {
      let character = characters[scan]
      if character == "\\" {
        scan += 2
      } else if character == "`" {
        let ticks = runLength(characters, at: scan)
        scan = (closingBackticks(characters, from: scan + ticks, length: ticks) ?? scan) + ticks
      } else if character == delimiter {
        let closeRun = runLength(characters, at: scan)
        let after = scan + closeRun
        let closes =
          closeRun == run && characters[scan - 1] != " "
          && !(delimiter == "_" && after < characters.count && isWordCharacter(characters[after]))
        if closes {
          let inner = parse(Array(characters[(index + run)..<scan]))
          switch run {
          case 1: return (.emphasis(inner), after)
          case 2: return (.strong(inner), after)
          default: return (.strong([.emphasis(inner)]), after)
          }
        }
        scan = after
      } else {
        scan += 1
      }
    }
    return nil
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// `[text](destination)`; an optional title after the destination is ignored.
  private static func link(_ characters: [Character], at index: Int) -> (MarkdownInline, Int)? {
    guard let closeBracket = matching(characters, from: index, open: "[", close: "]"),
      closeBracket + 1 < characters.count, characters[closeBracket + 1] == "(",
      let closeParen = matching(characters, from: closeBracket + 1, open: "(", close: ")")
    else { return nil }
    var destination = String(characters[(closeBracket + 2)..<closeParen]).trimmingSpaces()
    if destination.hasPrefix("<"), let end = destination.firstIndex(of: ">") {
      destination = String(destination[destination.index(after: destination.startIndex)..<end])
    } else if let space = destination.firstIndex(of: " ") {
      destination = String(destination[..<space])
    }
    let text = parse(Array(characters[(index + 1)..<closeBracket]))
    return (.link(text: text, destination: destination), closeParen + 1)
  }

  /// The index of the bracket that closes the one at `start`, skipping nested pairs, escapes and
  /// code spans.
  private static func matching(
    _ characters: [Character], from start: Int, open: Character, close: Character
  ) -> Int? {
    var depth = 0
    var index = start
    while index < characters.count {
      let character = characters[index]
      if character == "\\" {
        index += 2
        continue
      }
      if character == "`" {
        let ticks = runLength(characters, at: index)
        index = (closingBackticks(characters, from: index + ticks, length: ticks) ?? index) + ticks
        continue
      }
      if character == open { depth += 1 }
      if character == close {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// `<https://…>`, `<http://…>` or `<mailto:…>` with no spaces inside.
  private static func autolink(_ characters: [Character], at index: Int) -> (MarkdownInline, Int)? {
    guard let close = characters[index...].firstIndex(of: ">") else { return nil }
    let address = String(characters[(index + 1)..<close])
    let schemes = ["https://", "http://", "mailto:"]
    guard schemes.contains(where: { address.hasPrefix($0) }), !address.contains(" ") else {
      return nil
    }
    return (.link(text: [.text(address)], destination: address), close + 1)
  }
}
