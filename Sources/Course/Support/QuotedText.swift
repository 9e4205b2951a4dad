/// Text the learner typed, as a one-line message quotes it.
///
/// A name can be anything a shell passes: 10 KB of it, or escape sequences that would move the
/// cursor or clear the screen when echoed. Quoted, it is at most `shownLength` characters (the
/// rest counted), and every control character is written as an escape (`\n`, `\u{1B}`).
public enum QuotedText {
  /// The most characters of the text shown.
  public static let shownLength = 80

  /// `"text"`, shortened and made visible as described above.
  public static func quoted(_ text: String) -> String {
    var shown = ""
    var count = 0
    for character in text {
      if count == shownLength {
        let rest = text.count - count
        return "\"\(shown)…\" (\(rest) more characters)"
      }
      shown += visible(character)
      count += 1
    }
    return "\"\(shown)\""
  }

  private static func visible(_ character: Character) -> String {
    switch character {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\"": return "\\\""
    default: break
    }
    guard character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return String(character) }
    return character.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
  }
}
