import CSQLite
import Foundation

extension Database {
  /// Runs a script: every statement in `sql`, in order, each to completion.
  ///
  /// Rows that statements return are skipped. Execution stops at the first failing statement;
  /// statements before it keep their effects unless the script runs inside `transaction`.
  /// - Throws: `SQLiteError` carrying the text of the statement that failed.
  public func execute(_ sql: String) throws {
    try sql.withCString { start in
      var cursor = start
      while cursor.pointee != 0 {
        var prepared: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sqlite3_prepare_v3(handle, cursor, -1, 0, &prepared, &tail)
        guard code == SQLITE_OK else {
          throw error(code: code, sql: Database.text(from: cursor, to: nil))
        }
        let next = tail ?? UnsafePointer(cursor + strlen(cursor))
        if let prepared {
          let statement = Statement(
            database: self, handle: prepared, sql: Database.text(from: cursor, to: next))
          try statement.execute()
        }
        guard next != cursor else {
          break
        }
        cursor = next
      }
    }
  }

  /// Runs one statement with `arguments` bound.
  ///
  ///     try db.execute("INSERT INTO t(a, b) VALUES (?, ?)", arguments: [1, "one"])
  public func execute(_ sql: String, arguments: StatementArguments) throws {
    try prepare(sql).execute(arguments: arguments)
  }

  /// Every row `sql` returns.
  public func fetchAll(_ sql: String, arguments: StatementArguments = .none) throws -> [Row] {
    try prepare(sql).fetchAll(arguments: arguments)
  }

  /// The first row `sql` returns, or nil.
  public func fetchOne(_ sql: String, arguments: StatementArguments = .none) throws -> Row? {
    try prepare(sql).fetchOne(arguments: arguments)
  }

  /// The first column of the first row read as `T`; nil when there is no row or it is `NULL`.
  ///
  ///     let count = try db.fetchValue(Int.self, "SELECT count(*) FROM lesson") ?? 0
  public func fetchValue<T: SQLiteValueConvertible>(
    _ type: T.Type, _ sql: String, arguments: StatementArguments = .none
  ) throws -> T? {
    guard let row = try fetchOne(sql, arguments: arguments), row.count > 0 else {
      return nil
    }
    if row.values[0].isNull {
      return nil
    }
    return try row.column(type, at: 0)
  }

  /// The SQL between two points of a C string (to its end when `end` is nil), trimmed.
  private static func text(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>?)
    -> String
  {
    let length = end.map { $0 - start } ?? strlen(start)
    let bytes = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
