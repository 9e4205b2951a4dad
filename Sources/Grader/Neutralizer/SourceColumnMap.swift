/// Maps columns of the neutralized copy of a file back to the learner's file.
///
/// Lines never move. Columns (1-based, counted in UTF-8 bytes as the compiler counts them) move
/// only after a rewrite that had to grow, such as `#selector(tapped)` → `Selector("tapped")`.
public struct SourceColumnMap: Sendable, Equatable {
  /// A span on one line that has a different width in the two files.
  public struct Shift: Sendable, Equatable {
    /// The 1-based line.
    public var line: Int
    /// The columns the span covers in the learner's file.
    public var originalColumns: Range<Int>
    /// The columns the span covers in the neutralized copy.
    public var neutralizedColumns: Range<Int>

    /// Creates a shift.
    public init(line: Int, originalColumns: Range<Int>, neutralizedColumns: Range<Int>) {
      self.line = line
      self.originalColumns = originalColumns
      self.neutralizedColumns = neutralizedColumns
    }
  }

  /// The shifts in source order.
  public private(set) var shifts: [Shift]

  /// Creates a map; `shifts` must be in source order and not overlap.
  public init(shifts: [Shift] = []) {
    self.shifts = shifts
  }

  /// Whether every column maps to itself.
  public var isIdentity: Bool {
    shifts.isEmpty
  }

  /// The learner's column for a column of the neutralized copy. A column inside a rewritten span
  /// maps to the span's first column.
  public func originalColumn(line: Int, neutralizedColumn column: Int) -> Int {
    var delta = 0
    for shift in shifts where shift.line == line {
      if column < shift.neutralizedColumns.lowerBound { break }
      if column < shift.neutralizedColumns.upperBound { return shift.originalColumns.lowerBound }
      delta = shift.neutralizedColumns.upperBound - shift.originalColumns.upperBound
    }
    return column - delta
  }

  /// The neutralized copy's column for a column of the learner's file. A column inside a rewritten
  /// span maps to the span's first column.
  public func neutralizedColumn(line: Int, originalColumn column: Int) -> Int {
    var delta = 0
    for shift in shifts where shift.line == line {
      if column < shift.originalColumns.lowerBound { break }
      if column < shift.originalColumns.upperBound { return shift.neutralizedColumns.lowerBound }
      delta = shift.neutralizedColumns.upperBound - shift.originalColumns.upperBound
    }
    return column + delta
  }
}
