/// A program's own text made safe to show on a terminal: every control character is written out
/// as `cat -v` writes it, so what the program printed cannot clear the screen, move the cursor,
/// overwrite the line's mark (`\r`), set the window's title or forge a verdict.
///
/// C0 controls become `^@` … `^_`, DEL `^?`, and the C1 controls (U+0080–U+009F, which some
/// terminals take as `ESC [` and the like) `M-^@` … `M-^_`. A tab becomes spaces to the next
/// multiple of four columns; every other character, Unicode included, is kept.
public enum VisibleText {
  /// One line of a program's output as it is safe to show (a newline in it is shown as `^J`).
  public static func line(_ text: some StringProtocol) -> String {
    var shown = ""
    var column = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x09:
        let spaces = 4 - column % 4
        shown += String(repeating: " ", count: spaces)
        column += spaces
        continue
      case 0x00..<0x20:
        shown += "^" + String(UnicodeScalar(UInt8(value + 0x40)))
      case 0x7F:
        shown += "^?"
      case 0x80..<0xA0:
        shown += "M-^" + String(UnicodeScalar(UInt8(value - 0x80 + 0x40)))
      default:
        shown.unicodeScalars.append(scalar)
        column += 1
        continue
      }
      column += 2
    }
    return shown
  }

  /// Each line of `text` (split at `\n`) made safe with `line(_:)`.
  public static func lines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line($0) }
  }
}
