/// The styles the Markdown renderer and the Swift highlighter use when colour is on.
public struct MarkdownTheme: Sendable, Hashable {
  /// `#` headings.
  public var heading1 = TextStyle(isBold: true, isUnderlined: true, foreground: .cyan)
  /// `##` headings.
  public var heading2 = TextStyle(isBold: true, foreground: .cyan)
  /// `###` to `######` headings.
  public var heading3 = TextStyle.bold
  /// `*emphasis*`.
  public var emphasis = TextStyle.italic
  /// `**strong**`.
  public var strong = TextStyle.bold
  /// `` `code` `` in running text.
  public var inlineCode = TextStyle.color(.yellow)
  /// A link's text.
  public var linkText = TextStyle.underline
  /// A link's destination shown after its text.
  public var linkDestination = TextStyle.dim
  /// Bullets and numbers of list items.
  public var listMarker = TextStyle.color(.cyan)
  /// The bar in front of block-quote lines.
  public var quoteBar = TextStyle.dim
  /// Horizontal rules.
  public var rule = TextStyle.dim
  /// Swift keywords (`let`, `func`, `override`, …).
  public var keyword = TextStyle(isBold: true, foreground: .magenta)
  /// Swift attributes and compiler directives (`@IBOutlet`, `#if`).
  public var attribute = TextStyle.color(.magenta)
  /// Names starting with an upper-case letter (`UIView`, `NSLayoutConstraint`).
  public var typeName = TextStyle.color(.cyan)
  /// String literals.
  public var string = TextStyle.color(.red)
  /// Number literals.
  public var number = TextStyle.color(.blue)
  /// Comments.
  public var comment = TextStyle(isItalic: true, foreground: .palette(245))

  /// Creates the standard theme; change single styles through the properties.
  public init() {}

  /// The standard theme.
  public static let standard = MarkdownTheme()
}
