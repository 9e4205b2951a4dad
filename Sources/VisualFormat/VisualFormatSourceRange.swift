/// A span of a format string, counted in characters from its start.
///
/// Format strings are ASCII (anything else is refused), so a character here is one byte, one
/// UTF-16 unit and one column of UIKit's caret line alike.
public struct VisualFormatSourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The first character's offset.
  public var offset: Int
  /// How many characters the span covers (0 for an empty connection between two elements).
  public var length: Int

  /// Creates a span from its first offset and length.
  public init(offset: Int, length: Int) {
    self.offset = offset
    self.length = length
  }

  /// Creates the span from `start` up to, not including, `end`.
  public init(from start: Int, to end: Int) {
    self.init(offset: start, length: end - start)
  }

  /// The offset just past the span.
  public var end: Int { offset + length }

  /// `offset..<end`, e.g. `4..<9`.
  public var description: String { "\(offset)..<\(end)" }
}
