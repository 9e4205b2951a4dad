/// One piece of a string that may contain ANSI escape sequences.
enum TextToken: Equatable {
  /// A whole escape sequence, kept as one unit so nothing ever splits it.
  case escape(String)
  /// A visible character (a grapheme cluster) and its width in terminal columns.
  case character(Character, width: Int)
}

/// Splits strings into escape sequences and visible characters.
///
/// Recognised sequences (ECMA-48): CSI (`ESC [` parameters, intermediates, one final byte 0x40–0x7E),
/// string controls OSC/DCS/SOS/PM/APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, ended by BEL or
/// `ESC \`), and two-character sequences (`ESC` + one character). An unfinished sequence at the end of
/// the string is kept as an escape so it is never counted or split.
enum EscapeSequenceScanner {
  /// Returns the tokens of `text` in order.
  static func tokens(of text: String) -> [TextToken] {
    var tokens: [TextToken] = []
    var visible = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0

    func flushVisible() {
      guard !visible.isEmpty else { return }
      for character in String(visible) {
        tokens.append(.character(character, width: DisplayWidth.of(character)))
      }
      visible = String.UnicodeScalarView()
    }

    while index < scalars.count {
      if scalars[index].value == 0x1B {
        flushVisible()
        let end = endOfEscape(in: scalars, startingAt: index)
        var sequence = String.UnicodeScalarView()
        sequence.append(contentsOf: scalars[index..<end])
        tokens.append(.escape(String(sequence)))
        index = end
      } else {
        visible.append(scalars[index])
        index += 1
      }
    }
    flushVisible()
    return tokens
  }

  /// Returns the index just past the escape sequence that starts at `start` (which holds ESC).
  private static func endOfEscape(in scalars: [Unicode.Scalar], startingAt start: Int) -> Int {
    let next = start + 1
    guard next < scalars.count else { return next }
    switch scalars[next] {
    case "[":
      var index = next + 1
      while index < scalars.count {
        let value = scalars[index].value
        index += 1
        if (0x40...0x7E).contains(value) { return index }
        if !(0x20...0x3F).contains(value) { return index - 1 }  // malformed: stop before it
      }
      return index
    case "]", "P", "X", "^", "_":
      var index = next + 1
      while index < scalars.count {
        let value = scalars[index].value
        if value == 0x07 { return index + 1 }
        if value == 0x1B, index + 1 < scalars.count, scalars[index + 1] == "\\" { return index + 2 }
        index += 1
      }
      return index
    default:
      return next + 1
    }
  }

  /// Whether `sequence` is a Select Graphic Rendition sequence (`ESC [ … m`).
  static func isSelectGraphicRendition(_ sequence: String) -> Bool {
    sequence.hasPrefix(ANSI.controlSequenceIntroducer) && sequence.hasSuffix("m")
  }

  /// Updates the list of SGR sequences in force after `sequence` is written.
  ///
  /// A reset (`ESC[m`, `ESC[0m`) clears the list; any other SGR is added to it. Non-SGR sequences
  /// leave it unchanged.
  static func track(_ sequence: String, in active: inout [String]) {
    guard isSelectGraphicRendition(sequence) else { return }
    let parameters = sequence.dropFirst(2).dropLast()
    let first = parameters.split(separator: ";", omittingEmptySubsequences: false).first ?? ""
    if first.allSatisfy({ $0 == "0" }) {
      active.removeAll()
      if parameters.contains(";") { active.append(sequence) }
    } else {
      active.append(sequence)
    }
  }
}
