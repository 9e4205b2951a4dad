/// A set of text attributes (weight, slant, underline, colours) expressed as ANSI SGR parameters.
///
/// Styles are plain values; a `Styler` decides whether they turn into escape sequences.
///
///     let warning = TextStyle.bold.foreground(.yellow)
///     styler.apply(warning, to: "careful")   // "\u{1B}[1;33mcareful\u{1B}[0m" when enabled
public struct TextStyle: Sendable, Hashable {
  /// Whether the text is bold (SGR 1).
  public var isBold: Bool
  /// Whether the text is dim (SGR 2).
  public var isDim: Bool
  /// Whether the text is italic (SGR 3).
  public var isItalic: Bool
  /// Whether the text is underlined (SGR 4).
  public var isUnderlined: Bool
  /// The text colour, or `nil` for the terminal's default.
  public var foreground: TerminalColor?
  /// The background colour, or `nil` for the terminal's default.
  public var background: TerminalColor?

  /// Creates a style from its attributes; every attribute is off by default.
  public init(
    isBold: Bool = false, isDim: Bool = false, isItalic: Bool = false, isUnderlined: Bool = false,
    foreground: TerminalColor? = nil, background: TerminalColor? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isItalic = isItalic
    self.isUnderlined = isUnderlined
    self.foreground = foreground
    self.background = background
  }

  /// No attributes at all.
  public static let plain = TextStyle()
  /// Bold text.
  public static let bold = TextStyle(isBold: true)
  /// Dim (faint) text.
  public static let dim = TextStyle(isDim: true)
  /// Italic text.
  public static let italic = TextStyle(isItalic: true)
  /// Underlined text.
  public static let underline = TextStyle(isUnderlined: true)

  /// Returns a style with only the given text colour.
  public static func color(_ color: TerminalColor) -> TextStyle { TextStyle(foreground: color) }

  /// Returns a copy of this style with the given text colour.
  public func foreground(_ color: TerminalColor) -> TextStyle {
    var copy = self
    copy.foreground = color
    return copy
  }

  /// Returns a copy of this style with the given background colour.
  public func background(_ color: TerminalColor) -> TextStyle {
    var copy = self
    copy.background = color
    return copy
  }

  /// Returns the union of both styles; colours of `other` win where both set one.
  public func combined(with other: TextStyle) -> TextStyle {
    TextStyle(
      isBold: isBold || other.isBold, isDim: isDim || other.isDim,
      isItalic: isItalic || other.isItalic, isUnderlined: isUnderlined || other.isUnderlined,
      foreground: other.foreground ?? foreground, background: other.background ?? background)
  }

  /// Whether the style sets no attribute, so applying it changes nothing.
  public var isPlain: Bool { self == .plain }

  /// The SGR parameters of this style joined with `;`, e.g. `"1;4;38;5;208"`; empty when plain.
  public var sgrParameters: String {
    var parts: [String] = []
    if isBold { parts.append("1") }
    if isDim { parts.append("2") }
    if isItalic { parts.append("3") }
    if isUnderlined { parts.append("4") }
    if let foreground { parts.append(foreground.foregroundParameters) }
    if let background { parts.append(background.backgroundParameters) }
    return parts.joined(separator: ";")
  }

  /// The escape sequence that switches this style on; empty when plain.
  public var openingSequence: String {
    isPlain ? "" : ANSI.controlSequenceIntroducer + sgrParameters + "m"
  }
}
