import Foundation

/// Breaks a glyph run into lines the way a word-wrapping UILabel does.
///
/// Line-break characters always end a line. With a width limit, lines wrap at breakable spaces,
/// greedily; the spaces at a wrap hang past the line end and do not count in its width. A word
/// wider than the limit is split between characters (at least one per line). A paragraph's last
/// line keeps its trailing spaces, but they may not push it past the limit.
struct SystemFontLineLayout {
  /// One laid-out line.
  struct Line: Equatable {
    /// Glyph indices on the line.
    let range: Range<Int>
    /// Width in points.
    let width: Double
    /// End of the paragraph the line belongs to (index of its line break, or the glyph count).
    let paragraphEnd: Int
  }

  let lines: [Line]

  /// Lays out `run`; `maxWidth` nil means no wrapping, `maxLines` ≤ 0 means no limit.
  /// `wrapsCharacters` breaks lines between any two characters (`byCharWrapping`) instead of at
  /// spaces; spaces where a line breaks hang past its end either way.
  ///
  /// When `maxLines` cuts the text, the last kept line stands for a truncated line: it runs to
  /// its paragraph's end, at most `maxWidth` wide (the ellipsis is not modelled).
  init(run: SystemFontGlyphRun, maxWidth: Double?, maxLines: Int, wrapsCharacters: Bool = false) {
    var lines: [Line] = []
    var paragraphStart = 0
    for index in 0...run.glyphs.count {
      guard index == run.glyphs.count || run.glyphs[index].kind == .lineBreak else { continue }
      let paragraph = paragraphStart..<index
      if let maxWidth, wrapsCharacters {
        Self.wrapCharacters(paragraph, of: run, maxWidth: maxWidth, into: &lines)
      } else if let maxWidth {
        Self.wrap(paragraph, of: run, maxWidth: maxWidth, into: &lines)
      } else {
        lines.append(Line(range: paragraph, width: run.width(of: paragraph), paragraphEnd: index))
      }
      paragraphStart = index + 1
    }
    if maxLines > 0, lines.count > maxLines {
      lines.removeLast(lines.count - maxLines)
      let last = lines[lines.count - 1]
      var width = run.width(of: last.range.lowerBound..<last.paragraphEnd)
      if let maxWidth { width = min(width, maxWidth) }
      lines[lines.count - 1] = Line(
        range: last.range, width: max(width, last.width), paragraphEnd: last.paragraphEnd)
    }
    self.lines = lines
  }

  /// Comparisons allow for rounding in the sums, so a line exactly as wide as the limit fits.
  private static let slack = 1e-9

  /// Character wrapping: each line takes as many characters as fit (at least one); a space that
  /// does not fit hangs at the end of the line and does not count in its width.
  private static func wrapCharacters(
    _ paragraph: Range<Int>, of run: SystemFontGlyphRun, maxWidth: Double, into lines: inout [Line]
  ) {
    let end = paragraph.upperBound
    var lineStart = paragraph.lowerBound
    var index = lineStart
    while index < end {
      let isSpace = run.glyphs[index].kind == .breakableSpace
      if index > lineStart, !isSpace, run.width(of: lineStart..<(index + 1)) > maxWidth + slack {
        var inkEnd = index
        while inkEnd > lineStart, run.glyphs[inkEnd - 1].kind == .breakableSpace { inkEnd -= 1 }
        lines.append(
          Line(
            range: lineStart..<index, width: run.width(of: lineStart..<inkEnd), paragraphEnd: end))
        lineStart = index
      }
      index += 1
    }
    lines.append(
      Line(
        range: lineStart..<end, width: min(run.width(of: lineStart..<end), maxWidth),
        paragraphEnd: end))
  }

  private static func wrap(
    _ paragraph: Range<Int>, of run: SystemFontGlyphRun, maxWidth: Double, into lines: inout [Line]
  ) {
    let end = paragraph.upperBound
    func fits(_ range: Range<Int>) -> Bool { run.width(of: range) <= maxWidth + slack }
    func emit(_ range: Range<Int>) {
      lines.append(Line(range: range, width: run.width(of: range), paragraphEnd: end))
    }

    var lineStart = paragraph.lowerBound
    var lineEnd: Int?  // end of the last word on the line; nil while the line holds no word
    var cursor = paragraph.lowerBound
    while true {
      while cursor < end, run.glyphs[cursor].kind == .breakableSpace { cursor += 1 }
      guard cursor < end else { break }
      let wordStart = cursor
      while cursor < end, run.glyphs[cursor].kind != .breakableSpace { cursor += 1 }
      let wordEnd = cursor

      if let placedEnd = lineEnd {
        if fits(lineStart..<wordEnd) {
          lineEnd = wordEnd
          continue
        }
        emit(lineStart..<placedEnd)
        lineStart = wordStart
        lineEnd = nil
      }
      // The line holds no word yet: place this one, splitting it if it is too wide.
      var pieceStart = wordStart
      while !fits(lineStart..<wordEnd) {
        var pieceEnd = pieceStart + 1
        while pieceEnd < wordEnd, fits(lineStart..<(pieceEnd + 1)) { pieceEnd += 1 }
        if pieceEnd == wordEnd { break }
        emit(lineStart..<pieceEnd)
        lineStart = pieceEnd
        pieceStart = pieceEnd
      }
      lineEnd = wordEnd
    }

    let inkWidth = lineEnd.map { run.width(of: lineStart..<$0) } ?? 0
    let fullWidth = run.width(of: lineStart..<end)
    lines.append(
      Line(
        range: lineStart..<end, width: min(fullWidth, max(maxWidth, inkWidth)),
        paragraphEnd: end))
  }
}
