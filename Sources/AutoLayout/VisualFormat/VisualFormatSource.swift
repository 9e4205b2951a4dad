/// The part of a visual format string that a constraint or an error comes from, so a diagnostic
/// can point into the string as well as at the line of the call.
public struct VisualFormatSource: Hashable, Sendable, CustomStringConvertible {
  /// The whole format string, as given.
  public let format: String
  /// Where the part starts, in characters (format strings are ASCII: one character, one column).
  public let offset: Int
  /// How many characters it covers; 0 for a flush connection (`[a][b]`) or a caret position.
  public let length: Int

  /// Creates a source span.
  public init(format: String, offset: Int, length: Int) {
    self.format = format
    self.offset = offset
    self.length = length
  }

  /// The characters of the span (empty for an empty span).
  public var excerpt: String {
    let bytes = Array(format.utf8)
    let start = min(max(offset, 0), bytes.count)
    let end = min(max(offset + length, start), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The line to print under `format`: spaces up to the span, then one `^` per character (a
  /// single `^` for an empty span).
  public var marker: String {
    String(repeating: " ", count: max(offset, 0)) + String(repeating: "^", count: max(length, 1))
  }

  /// `format` and `marker` on two lines.
  public var description: String { format + "\n" + marker }
}
