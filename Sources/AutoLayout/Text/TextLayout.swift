/// Line breaking and text sizes for labels, buttons and text fields, from `SystemFontMetrics`.
enum TextLayout {
  /// Width of one line of text in points (raw typographic width).
  static func width(_ text: String, font: UIFont) -> CGFloat {
    SystemFontMetrics.width(of: text, pointSize: font.pointSize, bold: font.measuresBold)
  }

  /// Breaks text into lines no wider than `maxWidth` (word wrapping; words longer than a line are
  /// broken by character). Explicit newlines always break.
  static func lines(_ text: String, font: UIFont, maxWidth: CGFloat) -> [String] {
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      var line = ""
      for word in words {
        let candidate = line.isEmpty ? word : line + " " + word
        if line.isEmpty || width(candidate, font: font) <= maxWidth {
          line = candidate
        } else {
          result.append(line)
          line = word
        }
        while width(line, font: font) > maxWidth, line.count > 1 {
          // A single word wider than the line: break it by characters.
          var head = ""
          for character in line {
            if !head.isEmpty, width(head + String(character), font: font) > maxWidth { break }
            head.append(character)
          }
          result.append(head)
          line = String(line.dropFirst(head.count))
        }
      }
      result.append(line)
    }
    return result
  }

  /// The unrounded size of text laid out in at most `numberOfLines` lines (0: unlimited) of at most
  /// `maxWidth` points.
  static func size(_ text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
    var lines = lines(text, font: font, maxWidth: maxWidth)
    if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
    let widest = lines.map { width($0, font: font) }.max() ?? 0
    return CGSize(width: min(widest, maxWidth), height: CGFloat(lines.count) * font.lineHeight)
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
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
