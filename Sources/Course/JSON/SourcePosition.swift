/// A place in a text file: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so a column matches what an editor
/// shows for text without tabs or combining marks. A byte-order mark does not count.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a position at `line` and `column` (both 1-based).
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`, the way compilers print a place.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
