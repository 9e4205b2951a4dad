/// Parses the Markdown used in lessons into blocks.
///
/// Supported: ATX headings, paragraphs, emphasis and strong emphasis, code spans, links and
/// autolinks, bullet and numbered lists (nested by indentation), block quotes, fenced code blocks
/// and thematic breaks. Not supported (read as paragraphs): setext headings, indented code blocks,
/// tables, HTML. Tabs count as four spaces.
public enum MarkdownParser {
  /// Returns the blocks of `markdown`.
  public static func parse(_ markdown: String) -> [MarkdownBlock] {
    let lines = markdown.splitLines().map { $0.replacing("\t", with: "    ") }
    return parseBlocks(lines)
  }

  static func parseBlocks(_ lines: [String]) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if isBlank(line) {
        index += 1
      } else if let fence = CodeFence(opening: line) {
        let (block, next) = parseCodeBlock(lines, from: index, fence: fence)
        blocks.append(block)
        index = next
      } else if let (level, text) = atxHeading(line) {
        blocks.append(.heading(level: level, text: InlineParser.parse(text)))
        index += 1
      } else if isThematicBreak(line) {
        blocks.append(.thematicBreak)
        index += 1
      } else if quoteContent(line) != nil {
        var inner: [String] = []
        while index < lines.count, let content = quoteContent(lines[index]) {
          inner.append(content)
          index += 1
        }
        blocks.append(.blockQuote(parseBlocks(inner)))
      } else if let marker = ListMarker(line: line) {
        let (block, next) = parseList(lines, from: index, first: marker)
        blocks.append(block)
        index = next
      } else {
        var text: [String] = []
        while index < lines.count, !isBlank(lines[index]),
          text.isEmpty || !startsBlock(lines[index])
        {
          text.append(lines[index].trimmingSpaces())
          index += 1
        }
        blocks.append(.paragraph(InlineParser.parse(text.joined(separator: " "))))
      }
    }
    return blocks
  }

  /// Whether `line` begins a block other than a paragraph, and so ends a paragraph.
  static func startsBlock(_ line: String) -> Bool {
    CodeFence(opening: line) != nil || atxHeading(line) != nil || isThematicBreak(line)
      || quoteContent(line) != nil || ListMarker(line: line) != nil
  }

  static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }

  static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

  /// `#`–`######` after at most three spaces, then a space or the end of the line.
  static func atxHeading(_ line: String) -> (level: Int, text: String)? {
    guard indentation(of: line) <= 3 else { return nil }
    let rest = line.drop { $0 == " " }
    let level = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let afterHashes = rest.dropFirst(level)
    guard afterHashes.isEmpty || afterHashes.first == " " else { return nil }
    return (level, headingText(afterHashes))
  }

  /// The heading's text without surrounding spaces and without a closing run of `#`.
  static func headingText(_ raw: Substring) -> String {
    var text = raw.trimmingSpaces()
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing == text.count {
      text = ""
    } else if closing > 0, text.dropLast(closing).last == " " {
      text = String(text.dropLast(closing)).trimmingSpaces()
    }
    return text
  }

  /// Three or more `-`, `*` or `_` (the same one), optionally with spaces, after at most three spaces.
  static func isThematicBreak(_ line: String) -> Bool {
    guard indentation(of: line) <= 3 else { return false }
    let marks = line.filter { $0 != " " }
    guard let first = marks.first, "-*_".contains(first), marks.count >= 3 else { return false }
    return marks.allSatisfy { $0 == first }
  }

  /// The text after `>` and one optional space, when `line` is a block-quote line.
  static func quoteContent(_ line: String) -> String? {
    guard indentation(of: line) <= 3 else { return nil }
    let rest = line.drop { $0 == " " }
    guard rest.first == ">" else { return nil }
    let content = rest.dropFirst()
    return String(content.first == " " ? content.dropFirst() : content)
  }

  private static func parseCodeBlock(
    _ lines: [String], from start: Int, fence: CodeFence
  ) -> (MarkdownBlock, Int) {
    var content: [String] = []
    var index = start + 1
    while index < lines.count {
      if fence.isClosed(by: lines[index]) { return (fence.block(content), index + 1) }
      let line = lines[index]
      content.append(String(line.dropFirst(min(fence.indentation, indentation(of: line)))))
      index += 1
    }
    return (fence.block(content), index)  // unclosed: runs to the end, as CommonMark says
  }

  /// Collects the items of a list: lines indented past the marker belong to the current item;
  /// a marker of the same kind at the list's indentation starts the next one.
  private static func parseList(
    _ lines: [String], from start: Int, first: ListMarker
  ) -> (MarkdownBlock, Int) {
    var items: [[String]] = []
    var current = [first.content]
    var contentIndent = first.contentOffset
    var previousWasBlank = false
    var index = start + 1
    while index < lines.count {
      let line = lines[index]
      if isBlank(line) {
        current.append("")
        previousWasBlank = true
        index += 1
        continue
      }
      let indent = indentation(of: line)
      if indent > first.indentation {
        current.append(String(line.dropFirst(min(indent, contentIndent))))
      } else if let marker = ListMarker(line: line), marker.isOrdered == first.isOrdered,
        marker.bullet == first.bullet
      {
        items.append(current)
        current = [marker.content]
        contentIndent = marker.contentOffset
      } else if !previousWasBlank, !startsBlock(line) {
        current.append(line.trimmingSpaces())  // lazy continuation of the item's paragraph
      } else {
        break
      }
      previousWasBlank = false
      index += 1
    }
    items.append(current)
    let parsed = items.map { parseBlocks($0) }
    let block: MarkdownBlock =
      first.isOrdered
      ? .orderedList(start: first.number, items: parsed) : .bulletList(items: parsed)
    return (block, index)
  }
}

/// The opening line of a fenced code block: three or more backticks or tildes.
struct CodeFence {
  let character: Character
  let length: Int
  let indentation: Int
  let language: String

  init?(opening line: String) {
    let indent = MarkdownParser.indentation(of: line)
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    guard let first = rest.first, first == "`" || first == "~" else { return nil }
    let run = rest.prefix { $0 == first }.count
    guard run >= 3 else { return nil }
    let info = rest.dropFirst(run).trimmingSpaces()
    if first == "`", info.contains("`") { return nil }
    character = first
    length = run
    indentation = indent
    language = String(info.split(separator: " ").first ?? "")
  }

  func isClosed(by line: String) -> Bool {
    guard MarkdownParser.indentation(of: line) <= 3 else { return false }
    let rest = line.drop { $0 == " " }
    let run = rest.prefix { $0 == character }.count
    return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " }
  }

  func block(_ lines: [String]) -> MarkdownBlock { .codeBlock(language: language, lines: lines) }
}

/// A list item's marker: `-`, `*`, `+`, or digits followed by `.` or `)`.
struct ListMarker {
  let indentation: Int
  let isOrdered: Bool
  /// The bullet or delimiter character; a different one starts a new list.
  let bullet: Character
  let number: Int
  /// Column where the item's text starts.
  let contentOffset: Int
  let content: String

  init?(line: String) {
    let indent = MarkdownParser.indentation(of: line)
    let rest = line.dropFirst(indent)
    guard let first = rest.first else { return nil }
    var markerLength: Int
    if "-*+".contains(first) {
      isOrdered = false
      bullet = first
      number = 1
      markerLength = 1
    } else {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard (1...9).contains(digits.count), let value = Int(digits) else { return nil }
      let delimiter = rest.dropFirst(digits.count).first
      guard let delimiter, delimiter == "." || delimiter == ")" else { return nil }
      isOrdered = true
      bullet = delimiter
      number = value
      markerLength = digits.count + 1
    }
    let afterMarker = rest.dropFirst(markerLength)
    guard afterMarker.isEmpty || afterMarker.first == " " else { return nil }
    let spaces = afterMarker.prefix { $0 == " " }.count
    // Five or more spaces mean indented content; the item text then starts one space in.
    let gap = afterMarker.isEmpty || spaces > 4 ? 1 : spaces
    indentation = indent
    contentOffset = indent + markerLength + gap
    content = String(afterMarker.dropFirst(min(gap, spaces)))
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
