import Terminal

/// Wraps an explanation's text for a screen without cutting an identifier in two.
///
/// Lines break at spaces. A word wider than the line (a long code span such as
/// `` `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` ``)
/// breaks after punctuation inside it (`:` `,` `.` `)` `]` `/` `-`, or before `(` and `[`),
/// each piece as long as fits; a piece with no such place in reach (`translatesAutoresizingMask…`
/// on a narrow screen) runs past the width rather than being cut inside the identifier, which
/// the terminal then shows whole on its next row. A bracketed list of numbers (a frame,
/// `[0, 0, 375, 44]`) stays on one line whenever it fits one.
enum ExplanationWrapping {
  static func lines(_ text: String, width: Int) -> [String] {
    // The explanations are plain text when they are wrapped (styling comes after); anything
    // with escape sequences keeps the general wrapper, which knows how to carry them.
    guard !text.contains("\u{1B}") else { return TextLayout.wrap(text, toWidth: width) }
    let limit = max(1, width)
    var lines: [String] = []
    for source in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      let words = source.split(whereSeparator: { $0 == " " || $0 == "\t" })
      for word in keepingBracketsTogether(words, limit: limit) {
        let wordWidth = TextLayout.visibleWidth(of: String(word))
        if used > 0, used + 1 + wordWidth <= limit {
          line += " " + word
          used += 1 + wordWidth
          continue
        }
        if wordWidth <= limit {
          if used > 0 { lines.append(line) }
          line = String(word)
          used = wordWidth
          continue
        }
        // Too wide for any line: its pieces, the first after what the line holds when it fits.
        var rest = Substring(word)
        while !rest.isEmpty {
          let room = used == 0 ? limit : limit - used - 1
          if let piece = piece(of: rest, fitting: room) {
            line += (used == 0 ? "" : " ") + piece
            used += (used == 0 ? 0 : 1) + TextLayout.visibleWidth(of: String(piece))
            rest = rest.dropFirst(piece.count)
          } else if used > 0 {
            lines.append(line)
            (line, used) = ("", 0)
            continue
          } else {
            // Nothing fits a whole line: up to the first break, or the rest, overflows.
            let piece = firstPiece(of: rest)
            line = String(piece)
            used = TextLayout.visibleWidth(of: line)
            rest = rest.dropFirst(piece.count)
          }
          if !rest.isEmpty {
            lines.append(line)
            (line, used) = ("", 0)
          }
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// `words` with each run from an opening `[` to its closing `]` joined into one word (spaces
  /// kept) when the run fits in `limit` columns, so a frame is never split between two lines.
  private static func keepingBracketsTogether(_ words: [Substring], limit: Int) -> [Substring] {
    var result: [Substring] = []
    var index = 0
    while index < words.count {
      var depth = bracketDepth(words[index])
      var end = index
      while depth > 0, end + 1 < words.count {
        end += 1
        depth += bracketDepth(words[end])
      }
      let run = words[index...end].joined(separator: " ")
      if end > index, depth <= 0, TextLayout.visibleWidth(of: run) <= limit {
        result.append(Substring(run))
        index = end + 1
      } else {
        result.append(words[index])
        index += 1
      }
    }
    return result
  }

  /// Opening brackets less closing ones in `word`.
  private static func bracketDepth(_ word: Substring) -> Int {
    word.reduce(0) { $0 + ($1 == "[" ? 1 : $1 == "]" ? -1 : 0) }
  }

  /// The longest start of `word` that ends at a break and is at most `room` columns wide.
  private static func piece(of word: Substring, fitting room: Int) -> Substring? {
    guard room > 0 else { return nil }
    if TextLayout.visibleWidth(of: String(word)) <= room { return word }
    var best: Substring?
    var width = 0
    for index in word.indices {
      width += TextLayout.visibleWidth(of: String(word[index]))
      if width > room { break }
      let end = word.index(after: index)
      if isBreak(after: index, in: word) { best = word[..<end] }
    }
    return best
  }

  /// The start of `word` up to its first break, or all of it.
  private static func firstPiece(of word: Substring) -> Substring {
    for index in word.indices where isBreak(after: index, in: word) {
      return word[...index]
    }
    return word
  }

  /// Whether a line may break between `word[index]` and the character after it.
  private static func isBreak(after index: Substring.Index, in word: Substring) -> Bool {
    let next = word.index(after: index)
    guard next < word.endIndex else { return false }
    if ":,.)]/-;".contains(word[index]) { return true }
    return "([".contains(word[next]) && word[index] != "(" && word[index] != "["
  }
}
