/// Text sizes for labels, buttons and text fields, from `SystemFontMetrics`.
enum TextLayout {
  /// Width of one line of text in points (raw typographic width).
  static func width(_ text: String, font: UIFont) -> CGFloat {
    SystemFontMetrics.width(of: text, pointSize: font.pointSize, bold: font.measuresBold)
  }

  /// The unrounded size of text laid out in at most `numberOfLines` lines (0: unlimited) of at most
  /// `maxWidth` points; explicit newlines always break. Lines wrap between characters with
  /// `.byCharWrapping` and at spaces with every other mode (a multi-line label's truncating and
  /// clipping modes act on its last line only, docs/UIKitFacts.md §5).
  static func size(
    _ text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat,
    lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> CGSize {
    let limit: CGFloat? = maxWidth.isFinite && maxWidth < .greatestFiniteMagnitude ? maxWidth : nil
    return SystemFontMetrics.size(
      of: text, pointSize: font.pointSize, bold: font.measuresBold,
      maxWidth: limit, maxLines: numberOfLines, wrapsCharacters: lineBreakMode == .byCharWrapping)
  }
}

/// How text lines up horizontally.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left = 0
  /// Centre.
  case center = 1
  /// Right.
  case right = 2
  /// Both edges.
  case justified = 3
  /// Follows the writing direction.
  case natural = 4
}

/// How text that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
