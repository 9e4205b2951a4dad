/// Greedy word wrapping for help screens and error reports.
package enum TextWrapping {
  /// The width help and errors wrap to unless told otherwise.
  package static let defaultWidth = 80

  /// The words of `text`, split at runs of spaces and line breaks.
  package static func words(of text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }

  /// The pieces of a usage line that must stay on one line: `[--exercise <id>]` is one piece.
  package static func synopsisGroups(of usage: String) -> [String] {
    var groups: [String] = []
    var current = ""
    var depth = 0
    for character in usage {
      switch character {
      case "[", "<": depth += 1
      case "]", ">": depth -= 1
      default: break
      }
      if character == " " && depth <= 0 {
        if !current.isEmpty { groups.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { groups.append(current) }
    return groups
  }

  /// Lays `words` out in lines no wider than `width`.
  ///
  /// The first line starts with `prefix`; later lines start with `indent` spaces. A word that does
  /// not fit even on an empty line gets a line of its own rather than being cut.
  package static func lines(of words: [String], prefix: String, indent: Int, width: Int) -> [String]
  {
    var lines: [String] = []
    var line = prefix
    var lineHasWord = false
    for word in words {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    if lineHasWord || !prefix.isEmpty { lines.append(trimmingTrailingSpaces(line)) }
    return lines
  }

  /// `text` without spaces at its end.
  package static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
