/// A block of a Markdown document, as far as lesson steps use them.
public indirect enum MarkdownBlock: Sendable, Hashable {
  /// An ATX heading (`#` to `######`).
  case heading(level: Int, text: [MarkdownInline])
  /// A paragraph; its soft line breaks have become spaces.
  case paragraph([MarkdownInline])
  /// A bullet list (`-`, `*`, `+`); each item is a list of blocks.
  case bulletList(items: [[MarkdownBlock]])
  /// A numbered list (`1.` or `1)`) starting at `start`.
  case orderedList(start: Int, items: [[MarkdownBlock]])
  /// A block quote (`>`).
  case blockQuote([MarkdownBlock])
  /// A fenced code block (``` or ~~~) with its info-string language (may be empty).
  case codeBlock(language: String, lines: [String])
  /// A horizontal rule (`---`, `***`, `___`).
  case thematicBreak
}

/// Inline content of a heading or paragraph.
public indirect enum MarkdownInline: Sendable, Hashable {
  /// Literal text.
  case text(String)
  /// `*x*` or `_x_`.
  case emphasis([MarkdownInline])
  /// `**x**` or `__x__`.
  case strong([MarkdownInline])
  /// `` `x` ``.
  case code(String)
  /// `[text](destination)` or `<https://…>`.
  case link(text: [MarkdownInline], destination: String)

  /// The text without any markup, e.g. for comparing a link's text with its destination.
  public static func plainText(of inlines: [MarkdownInline]) -> String {
    inlines.map { inline in
      switch inline {
      case .text(let text), .code(let text): return text
      case .emphasis(let inner), .strong(let inner), .link(let inner, _):
        return plainText(of: inner)
      }
    }.joined()
  }
}
