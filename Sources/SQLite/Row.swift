/// One result row, copied out of its statement: column names and values.
public struct Row: Sendable, Equatable, CustomStringConvertible {
  /// The result column names, in order.
  public let columnNames: [String]
  /// The values, in column order.
  public let values: [SQLiteValue]
  /// The SQL that produced the row, for error messages.
  public let sql: String

  /// Creates a row from names and values, normally of equal count.
  public init(columnNames: [String], values: [SQLiteValue], sql: String = "") {
    self.columnNames = columnNames
    self.values = values
    self.sql = sql
  }

  /// The number of columns.
  public var count: Int {
    values.count
  }

  /// The value at a column position (from 0).
  ///
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) for a bad index.
  public func value(at index: Int) throws -> SQLiteValue {
    guard values.indices.contains(index) else {
      throw ColumnLookup.indexOutOfRange(index, count: values.count, sql: sql)
    }
    return values[index]
  }

  /// The value of the column called `name` (exact match first, then ignoring case).
  ///
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) when no column has that name.
  public func value(named name: String) throws -> SQLiteValue {
    try value(at: index(named: name))
  }

  /// The column at `index` read as `T`.
  ///
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) for a bad index, (`SQLITE_MISMATCH`) when the
  ///   value cannot be read as `T` (for example `NULL` as a non-optional type).
  public func column<T: SQLiteValueConvertible>(
    _ type: T.Type = T.self, at index: Int
  ) throws -> T {
    let stored = try value(at: index)
    let name = columnNames.indices.contains(index) ? columnNames[index] : "?"
    return try ColumnLookup.convert(stored, to: type, index: index, name: name, sql: sql)
  }

  /// The column called `name` read as `T`.
  public func column<T: SQLiteValueConvertible>(_ type: T.Type = T.self, named name: String)
    throws -> T
  {
    try column(type, at: index(named: name))
  }

  /// The row as `[name: value, …]` with SQL literals.
  public var description: String {
    let pairs = zip(columnNames, values).map { "\($0): \($1)" }
    return "[" + pairs.joined(separator: ", ") + "]"
  }

  private func index(named name: String) throws -> Int {
    guard let index = ColumnLookup.index(of: name, in: columnNames) else {
      throw ColumnLookup.unknownColumn(name, columns: columnNames, sql: sql)
    }
    return index
  }
}
