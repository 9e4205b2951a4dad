/// What to do with code lines wider than the space a code block has.
public enum CodeLineOverflow: Sendable, Hashable {
  /// Cut the line and end it with `…`, so no output line is wider than the renderer's width.
  case clip
  /// Leave the line whole; the terminal will wrap or cut it.
  case keep
}

/// Renders lesson Markdown as terminal text, reflowed to a width.
///
/// With colour on, headings, emphasis, code and links are styled and Swift code blocks are
/// highlighted. With colour off the output still reads as a document:
/// - `#` headings are underlined with `=`, `##` headings with `-`, deeper ones keep their `#` prefix;
/// - emphasis markers are dropped, code spans keep their backticks, links read `text (url)`;
/// - bullets are `-`, numbers are right-aligned, continuation lines hang under the item's text;
/// - block quotes are prefixed with `> `, code blocks are indented by four spaces.
///
/// Paragraphs, headings and list items are wrapped to `width`; code blocks are never reflowed: a
/// line too long for the block is clipped with `…` (`CodeLineOverflow.clip`, the default) or kept
/// whole (`.keep`). Tabs in code become four spaces. Blocks are separated by one empty line; the
/// result has no trailing newline.
public struct MarkdownRenderer: Sendable {
  /// The number of columns to fill.
  public var width: Int
  /// Decides whether styles become escape sequences.
  public var styler: Styler
  /// The styles used when colour is on.
  public var theme: MarkdownTheme
  /// How code lines wider than the block are shown.
  public var codeLineOverflow: CodeLineOverflow

  /// Spaces in front of every code-block line.
  static let codeIndent = 4

  /// Creates a renderer for `width` columns.
  public init(
    width: Int, styler: Styler, theme: MarkdownTheme = .standard,
    codeLineOverflow: CodeLineOverflow = .clip
  ) {
    self.width = width
    self.styler = styler
    self.theme = theme
    self.codeLineOverflow = codeLineOverflow
  }

  /// Returns `markdown` rendered as lines joined with newlines.
  public func render(_ markdown: String) -> String {
    renderLines(markdown).joined(separator: "\n")
  }

  /// Returns `markdown` rendered as lines.
  public func renderLines(_ markdown: String) -> [String] {
    render(MarkdownParser.parse(markdown))
  }

  /// Returns already parsed blocks rendered as lines.
  public func render(_ blocks: [MarkdownBlock]) -> [String] {
    render(blocks, width: max(1, width), listDepth: 0, insideListItem: false)
  }

  private func render(
    _ blocks: [MarkdownBlock], width: Int, listDepth: Int, insideListItem: Bool
  ) -> [String] {
    var lines: [String] = []
    for (index, block) in blocks.enumerated() {
      let rendered = render(block, width: width, listDepth: listDepth)
      guard !rendered.isEmpty else { continue }
      // Inside a list item a nested list follows its text directly; everything else gets a gap.
      if index > 0, !lines.isEmpty, !(insideListItem && block.isList) { lines.append("") }
      lines += rendered
    }
    return lines
  }

  private func render(_ block: MarkdownBlock, width: Int, listDepth: Int) -> [String] {
    switch block {
    case .heading(let level, let text):
      return heading(level: level, text: text, width: width)
    case .paragraph(let inlines):
      return TextLayout.wrap(inline(inlines), toWidth: width)
    case .bulletList(let items):
      let bullets = ["•", "◦", "▪"]
      let marker = styler.isEnabled ? bullets[listDepth % bullets.count] : "-"
      return list(items.map { (marker, $0) }, width: width, listDepth: listDepth)
    case .orderedList(let start, let items):
      let numbers = items.indices.map { "\(start + $0)." }
      let widest = numbers.map(\.count).max() ?? 0
      let markers = numbers.map { TextLayout.pad($0, toWidth: widest, alignment: .right) }
      return list(Array(zip(markers, items)), width: width, listDepth: listDepth)
    case .blockQuote(let inner):
      let content = render(
        inner, width: max(1, width - 2), listDepth: listDepth, insideListItem: false)
      let bar = styler.isEnabled ? styler.apply(theme.quoteBar, to: "│") : ">"
      return content.map { $0.isEmpty ? bar : bar + " " + $0 }
    case .codeBlock(let language, let lines):
      return codeBlock(language: language, lines: lines, width: width)
    case .thematicBreak:
      return [styler.apply(theme.rule, to: String(repeating: "─", count: width))]
    }
  }

  private func heading(level: Int, text: [MarkdownInline], width: Int) -> [String] {
    let content = inline(text)
    guard styler.isEnabled else {
      if level >= 3 {
        return TextLayout.wrap(String(repeating: "#", count: level) + " " + content, toWidth: width)
      }
      let lines = TextLayout.wrap(content, toWidth: width)
      let underlineWidth = lines.map { TextLayout.visibleWidth(of: $0) }.max() ?? 0
      return lines + [String(repeating: level == 1 ? "=" : "-", count: max(1, underlineWidth))]
    }
    let style = level == 1 ? theme.heading1 : level == 2 ? theme.heading2 : theme.heading3
    return TextLayout.wrap(styler.apply(style, to: content), toWidth: width)
  }

  /// Items with a marker each: the marker and a space start the first line, and every other line of
  /// the item is indented by the same width (a hanging indent).
  private func list(_ items: [(String, [MarkdownBlock])], width: Int, listDepth: Int) -> [String] {
    var lines: [String] = []
    for (marker, blocks) in items {
      let hang = TextLayout.visibleWidth(of: marker) + 1
      let body = render(
        blocks, width: max(1, width - hang), listDepth: listDepth + 1, insideListItem: true)
      let styledMarker = styler.apply(theme.listMarker, to: marker)
      if body.isEmpty { lines.append(styledMarker) }
      for (index, line) in body.enumerated() {
        if index == 0 {
          lines.append(styledMarker + " " + line)
        } else {
          lines.append(line.isEmpty ? "" : String(repeating: " ", count: hang) + line)
        }
      }
    }
    return lines
  }

  private func codeBlock(language: String, lines: [String], width: Int) -> [String] {
    let expanded = lines.map { $0.replacing("\t", with: "    ") }
    let isSwift = language.lowercased() == "swift"
    let coloured =
      isSwift ? SwiftHighlighter.highlight(lines: expanded, styler: styler, theme: theme) : expanded
    let indent = String(repeating: " ", count: MarkdownRenderer.codeIndent)
    let room = max(1, width - MarkdownRenderer.codeIndent)
    return coloured.map { line in
      guard !line.isEmpty else { return "" }
      let shown = codeLineOverflow == .clip ? TextLayout.truncate(line, toWidth: room) : line
      return indent + shown
    }
  }

  /// Renders inline content as one (unwrapped) styled string.
  func inline(_ inlines: [MarkdownInline]) -> String {
    inlines.map { item in
      switch item {
      case .text(let text):
        return text
      case .emphasis(let inner):
        return styler.apply(theme.emphasis, to: inline(inner))
      case .strong(let inner):
        return styler.apply(theme.strong, to: inline(inner))
      case .code(let code):
        return styler.isEnabled ? styler.apply(theme.inlineCode, to: code) : "`" + code + "`"
      case .link(let text, let destination):
        let label = inline(text)
        if MarkdownInline.plainText(of: text) == destination {
          return styler.apply(theme.linkText, to: label)
        }
        return styler.apply(theme.linkText, to: label) + " "
          + styler.apply(theme.linkDestination, to: "(" + destination + ")")
      }
    }.joined()
  }
}

extension MarkdownBlock {
  var isList: Bool {
    switch self {
    case .bulletList, .orderedList: return true
    default: return false
    }
  }
}
