/// What a full-screen program shows, read from everything it wrote to its terminal.
///
/// Every redraw starts at the top-left corner (`ESC [ H`), so the text after the last one,
/// without escape sequences, is the screen.
public enum TerminalScreen {
  /// The last screen drawn in `output`, line by line.
  public static func lines(of output: String) -> [String] {
    let frames = output.components(separatedBy: "\u{1B}[H")
    let last = stripEscapes(frames.last ?? "").replacingOccurrences(of: "\r", with: "")
    return last.components(separatedBy: "\n")
  }

  /// `text` without its escape sequences (`ESC [ … final`, and `ESC` with one character).
  public static func stripEscapes(_ text: String) -> String {
    var result = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard let next = iterator.next(), next == "[" else { continue }
      while let byte = iterator.next(), !(0x40...0x7E).contains(byte.value) {}
    }
    return result
  }
}
