/// Width-aware text operations that treat ANSI escape sequences as taking no room and never cut
/// through them.
public enum TextLayout {
  /// Returns the number of terminal columns `text` occupies (see `visibleWidth(of:)`).
  public static func visibleWidth(of text: String) -> Int {
    var width = 0
    for token in EscapeSequenceScanner.tokens(of: text) {
      if case .character(_, let characterWidth) = token { width += characterWidth }
    }
    return width
  }

  /// Returns `text` without its escape sequences.
  public static func stripEscapes(from text: String) -> String {
    var result = ""
    for token in EscapeSequenceScanner.tokens(of: text) {
      if case .character(let character, _) = token { result.append(character) }
    }
    return result
  }

  /// Pads `text` with spaces to `width` columns; text already that wide or wider is returned as is.
  public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .left)
    -> String
  {
    let missing = width - visibleWidth(of: text)
    guard missing > 0 else { return text }
    switch alignment {
    case .left: return text + String(repeating: " ", count: missing)
    case .right: return String(repeating: " ", count: missing) + text
    case .center:
      let before = missing / 2
      return String(repeating: " ", count: before) + text
        + String(repeating: " ", count: missing - before)
    }
  }

  /// Shortens `text` to at most `width` columns, ending it with `marker` when something was cut.
  ///
  /// Escape sequences before the cut are kept whole; if a style is still on at the cut, a reset is
  /// appended so the style does not leak. When `width` is smaller than the marker, the text is cut
  /// without a marker.
  public static func truncate(_ text: String, toWidth width: Int, marker: String = "…") -> String {
    guard visibleWidth(of: text) > width else { return text }
    let markerWidth = visibleWidth(of: marker)
    let useMarker = markerWidth <= width
    let budget = useMarker ? width - markerWidth : max(0, width)
    var result = ""
    var used = 0
    var active: [String] = []
    for token in EscapeSequenceScanner.tokens(of: text) {
      switch token {
      case .escape(let sequence):
        result += sequence
        EscapeSequenceScanner.track(sequence, in: &active)
      case .character(let character, let characterWidth):
        if used + characterWidth > budget {
          return finish(result, marker: useMarker ? marker : "", active)
        }
        result.append(character)
        used += characterWidth
      }
    }
    return finish(result, marker: useMarker ? marker : "", active)
  }

  private static func finish(_ text: String, marker: String, _ active: [String]) -> String {
    text + marker + (active.isEmpty ? "" : ANSI.reset)
  }

  /// Breaks `text` into lines of at most `width` columns at spaces.
  ///
  /// - Existing line breaks (LF or CRLF) are kept; runs of spaces and tabs between words become
  ///   one space, and leading or trailing ones are dropped.
  /// - A word wider than `width` starts a new line and is cut between characters (a wide character
  ///   never straddles two lines).
  /// - Escape sequences stay whole. When a style is on at a line break, the line ends with a reset
  ///   and the next line starts by switching the style on again, so every line stands on its own.
  /// - A `width` below 1 is treated as 1.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    let limit = max(1, width)
    var lines: [String] = []
    var builder = LineBuilder(active: [])
    for line in text.splitLines() {
      builder.start()
      for (index, word) in words(in: line).enumerated() {
        if index > 0 {
          if builder.width + 1 + word.width <= limit {
            builder.appendSpace()
          } else {
            lines.append(builder.finish())
            builder.start()
          }
        }
        // Escapes wait for the character after them, so a break lands before a colour change
        // rather than leaving it dangling at the end of a line.
        var pendingEscapes: [TextToken] = []
        for token in word.tokens {
          guard case .character(_, let characterWidth) = token else {
            pendingEscapes.append(token)
            continue
          }
          if builder.width > 0, builder.width + characterWidth > limit {
            lines.append(builder.finish())
            builder.start()
          }
          for escape in pendingEscapes { builder.append(escape) }
          pendingEscapes = []
          builder.append(token)
        }
        for escape in pendingEscapes { builder.append(escape) }
      }
      lines.append(builder.finish())
    }
    return lines
  }

  /// Returns the wrapped lines of `text` joined with newlines.
  public static func wrapped(_ text: String, toWidth width: Int) -> String {
    wrap(text, toWidth: width).joined(separator: "\n")
  }

  /// A run of tokens between spaces and its visible width.
  private struct Word {
    var tokens: [TextToken] = []
    var width = 0
  }

  /// Splits one line into words; escape sequences standing alone between spaces join the next word
  /// (or the last one at the end of the line) so they never create empty words.
  private static func words(in line: String) -> [Word] {
    var words: [Word] = []
    var current = Word()
    var hasVisible = false
    var pendingEscapes: [TextToken] = []

    func closeWord() {
      if hasVisible { words.append(current) } else { pendingEscapes += current.tokens }
      current = Word()
      hasVisible = false
    }

    for token in EscapeSequenceScanner.tokens(of: line) {
      switch token {
      case .character(" ", _), .character("\t", _):
        closeWord()
      case .character(_, let characterWidth):
        if !hasVisible {
          current.tokens = pendingEscapes + current.tokens
          pendingEscapes = []
        }
        current.tokens.append(token)
        current.width += characterWidth
        hasVisible = true
      case .escape:
        current.tokens.append(token)
      }
    }
    closeWord()
    if !pendingEscapes.isEmpty {
      if words.isEmpty {
        words.append(Word(tokens: pendingEscapes, width: 0))
      } else {
        words[words.count - 1].tokens += pendingEscapes
      }
    }
    return words
  }

  /// Accumulates one output line and the styles in force, re-opening them on every new line.
  private struct LineBuilder {
    var active: [String]
    var text = ""
    var width = 0
    var hasContent = false

    mutating func start() {
      text = active.joined()
      width = 0
      hasContent = false
    }

    mutating func appendSpace() {
      text += " "
      width += 1
    }

    mutating func append(_ token: TextToken) {
      switch token {
      case .escape(let sequence):
        text += sequence
        EscapeSequenceScanner.track(sequence, in: &active)
        hasContent = true
      case .character(let character, let characterWidth):
        text.append(character)
        width += characterWidth
        hasContent = true
      }
    }

    /// Returns the finished line: empty if nothing was written to it, closed with a reset if a
    /// style is still on.
    func finish() -> String {
      guard hasContent else { return "" }
      return active.isEmpty ? text : text + ANSI.reset
    }
  }
}
