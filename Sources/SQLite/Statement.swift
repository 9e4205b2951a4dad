import CSQLite
import Foundation

/// A prepared SQL statement, finalized when released.
///
///     let insert = try db.prepare("INSERT INTO lesson(id, title) VALUES (?, ?)")
///     try insert.execute(arguments: [1, "Anchors"])
///     try insert.execute(arguments: [2, "Margins"])
///
///     let select = try db.prepare("SELECT id, title FROM lesson ORDER BY id")
///     while let row = try select.nextRow() {
///       print(try row.column(Int.self, at: 0), try row.column(String.self, named: "title"))
///     }
///
/// Bind values, then `step()` through the rows (or use `execute`, `nextRow`, `fetchAll`,
/// `fetchOne`, `forEachRow`); `reset()` makes it ready to run again with the same bindings.
/// Like its `Database`, a statement is used from one thread at a time. It keeps its database
/// open while it lives.
public final class Statement {
  let handle: OpaquePointer
  /// The connection this statement belongs to.
  public let database: Database
  /// The SQL text this statement was prepared from.
  public let sql: String

  /// Whether `step()` has run since the statement was prepared or last reset.
  private var hasStepped = false
  /// Whether the last `step()` produced a row that can be read.
  private(set) var hasRow = false

  init(database: Database, handle: OpaquePointer, sql: String) {
    self.database = database
    self.handle = handle
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Whether the statement leaves the database unchanged (`sqlite3_stmt_readonly`).
  public var isReadOnly: Bool {
    sqlite3_stmt_readonly(handle) != 0
  }

  // MARK: - Running

  /// Runs the statement to its next row.
  ///
  /// If the statement is the first step of a statement outside any transaction and another
  /// connection holds a lock, it is retried until the database's `busyTimeout` runs out.
  ///
  /// - Returns: true when a row is ready to read, false when the statement has finished.
  /// - Throws: `SQLiteError` with the statement's SQL.
  @discardableResult
  public func step() throws -> Bool {
    if !hasStepped && !database.isInTransaction {
      // A failed statement outside a transaction has no effect left behind, so it can run again.
      return try database.retryingOnLockContention(
        while: { !self.database.isInTransaction },
        stepOnce)
    }
    return try stepOnce()
  }

  private func stepOnce() throws -> Bool {
    hasStepped = true
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW:
      hasRow = true
      return true
    case SQLITE_DONE:
      hasRow = false
      return false
    default:
      hasRow = false
      let error = database.error(code: code, sql: sql)
      // Reset so the failed statement holds no lock and can run again.
      sqlite3_reset(handle)
      hasStepped = false
      throw error
    }
  }

  /// Makes the statement ready to run again from the start; bindings are kept.
  ///
  /// An error from the last step was already thrown by `step()`, so this does not throw.
  public func reset() {
    sqlite3_reset(handle)
    hasStepped = false
    hasRow = false
  }

  /// Sets every parameter back to `NULL`.
  public func clearBindings() {
    sqlite3_clear_bindings(handle)
  }

  /// Resets, binds `arguments` (unless empty) and runs the statement until it finishes.
  ///
  /// Rows it produces are skipped. Use it for `INSERT`, `UPDATE`, `DELETE` and DDL.
  public func execute(arguments: StatementArguments = .none) throws {
    try prepareToRun(arguments)
    while try step() {}
    reset()
  }

  /// The next row, or nil when the statement has finished (it is then reset).
  ///
  ///     while let row = try statement.nextRow() { … }
  public func nextRow() throws -> Row? {
    guard try step() else {
      reset()
      return nil
    }
    return try currentRow()
  }

  /// Resets, binds `arguments` (unless empty) and returns every row.
  public func fetchAll(arguments: StatementArguments = .none) throws -> [Row] {
    var rows: [Row] = []
    try forEachRow(arguments: arguments) { rows.append($0) }
    return rows
  }

  /// Resets, binds `arguments` (unless empty) and returns the first row, if any.
  public func fetchOne(arguments: StatementArguments = .none) throws -> Row? {
    try prepareToRun(arguments)
    defer { reset() }
    return try step() ? currentRow() : nil
  }

  /// Resets, binds `arguments` (unless empty) and calls `body` with each row in turn.
  public func forEachRow(
    arguments: StatementArguments = .none,
    _ body: (Row) throws -> Void
  ) throws {
    try prepareToRun(arguments)
    defer { reset() }
    // Names are read once per run: they can only change when SQLite re-prepares, before a step.
    var names: [String]?
    while try step() {
      let rowNames = names ?? columnNames
      names = rowNames
      try body(currentRow(columnNames: rowNames))
    }
  }

  private func prepareToRun(_ arguments: StatementArguments) throws {
    reset()
    if !arguments.isEmpty {
      try bind(arguments)
    }
  }

  // MARK: - Columns of the current row

  /// The number of columns in each result row (0 for statements that return no data).
  public var columnCount: Int {
    Int(sqlite3_column_count(handle))
  }

  /// The result column names, in order (the `AS` name when one is given).
  public var columnNames: [String] {
    (0..<columnCount).map { index in
      sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? ""
    }
  }

  /// The position of the result column called `name` (exact match first, then ignoring case).
  public func columnIndex(named name: String) -> Int? {
    ColumnLookup.index(of: name, in: columnNames)
  }

  /// The value of a column of the current row.
  ///
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) for a bad index, (`SQLITE_MISUSE`) when no row is
  ///   current.
  public func value(at index: Int) throws -> SQLiteValue {
    guard hasRow else {
      throw SQLiteError(
        code: .misuse, message: "no current row: step() has not returned a row", sql: sql)
    }
    guard (0..<columnCount).contains(index) else {
      throw ColumnLookup.indexOutOfRange(index, count: columnCount, sql: sql)
    }
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(handle, column))
    case SQLITE_TEXT:
      // Ask for the text before its length, as SQLite's documentation advises.
      let text = sqlite3_column_text(handle, column)
      let length = Int(sqlite3_column_bytes(handle, column))
      guard let text else {
        return .text("")
      }
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
    case SQLITE_BLOB:
      let bytes = sqlite3_column_blob(handle, column)
      let length = Int(sqlite3_column_bytes(handle, column))
      guard let bytes else {
        return .blob(Data())
      }
      return .blob(Data(bytes: bytes, count: length))
    default:
      return .null
    }
  }

  /// The value of the column called `name` in the current row.
  public func value(named name: String) throws -> SQLiteValue {
    guard let index = columnIndex(named: name) else {
      throw ColumnLookup.unknownColumn(name, columns: columnNames, sql: sql)
    }
    return try value(at: index)
  }

  /// A column of the current row read as `T`.
  ///
  /// - Throws: `SQLiteError` (`SQLITE_MISMATCH`) when the stored value cannot be read as `T`,
  ///   for example `NULL` as a non-optional type.
  public func column<T: SQLiteValueConvertible>(
    _ type: T.Type = T.self, at index: Int
  ) throws -> T {
    let stored = try value(at: index)
    return try ColumnLookup.convert(
      stored, to: type, index: index, name: columnNames[index], sql: sql)
  }

  /// The column called `name` of the current row read as `T`.
  public func column<T: SQLiteValueConvertible>(_ type: T.Type = T.self, named name: String)
    throws -> T
  {
    guard let index = columnIndex(named: name) else {
      throw ColumnLookup.unknownColumn(name, columns: columnNames, sql: sql)
    }
    return try column(type, at: index)
  }

  /// A copy of the current row that stays valid after the statement moves on.
  public func currentRow() throws -> Row {
    try currentRow(columnNames: columnNames)
  }

  private func currentRow(columnNames names: [String]) throws -> Row {
    let values = try names.indices.map { try value(at: $0) }
    return Row(columnNames: names, values: values, sql: sql)
  }
}
