/// Finding result columns by name and reading their values as Swift types, shared by `Row` and
/// `Statement`.
enum ColumnLookup {
  /// The first column called exactly `name`, else the first whose name matches ignoring case
  /// (SQL names are case-insensitive).
  static func index(of name: String, in columns: [String]) -> Int? {
    if let exact = columns.firstIndex(of: name) {
      return exact
    }
    let folded = name.lowercased()
    return columns.firstIndex { $0.lowercased() == folded }
  }

  static func convert<T: SQLiteValueConvertible>(
    _ value: SQLiteValue, to type: T.Type, index: Int, name: String, sql: String
  ) throws -> T {
    guard let converted = T(sqliteValue: value) else {
      let held = value.isNull ? "NULL" : "\(value.storageClass) \(value.abbreviatedDescription())"
      throw SQLiteError(
        code: .mismatch,
        message: "column \(index) (\(name)) holds \(held), which cannot be read as \(T.self)",
        sql: sql)
    }
    return converted
  }

  static func indexOutOfRange(_ index: Int, count: Int, sql: String) -> SQLiteError {
    SQLiteError(
      code: .range,
      message: "column index \(index) is out of range (the row has \(count) column(s))",
      sql: sql)
  }

  static func unknownColumn(_ name: String, columns: [String], sql: String) -> SQLiteError {
    let list = columns.isEmpty ? "none" : columns.joined(separator: ", ")
    return SQLiteError(
      code: .range, message: "no column named \(name) (the columns are \(list))", sql: sql)
  }
}
