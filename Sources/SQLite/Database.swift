import CSQLite
import Foundation

/// One connection to an SQLite database: a file or a private in-memory database.
///
/// A connection is opened with extended result codes, foreign-key enforcement on
/// (`PRAGMA foreign_keys = ON`) and a busy timeout of 5 seconds, then reads the schema once so that
/// a damaged file or one that is not a database fails here with an error whose `isCorruption` is
/// true. The connection closes when the object is released.
///
/// Threads: a `Database` and its statements must be used from one thread at a time; they are not
/// `Sendable`. To work from several threads or processes, open one `Database` per thread on the
/// same file (WAL mode lets readers and one writer proceed together).
///
/// Lock contention: another connection may hold the write lock. SQLite waits for it up to
/// `busyTimeout`; statements run outside a transaction, `BEGIN` and `COMMIT` are retried until that
/// deadline if SQLite still reports `SQLITE_BUSY`/`SQLITE_LOCKED`. Write inside
/// `transaction(.immediate)` (the default kind): a deferred transaction that reads first and
/// writes later can fail with `SQLITE_BUSY_SNAPSHOT` when another connection wrote in between,
/// and that cannot be retried for you.
public final class Database {
  /// Where a database lives.
  public enum Location: Sendable, Equatable {
    /// A private database in memory, gone when the connection closes.
    case inMemory
    /// A file at this path.
    case file(String)
  }

  let handle: OpaquePointer
  /// How many `transaction` calls are nested inside the outermost one (each is a SAVEPOINT).
  var savepointDepth = 0
  /// Where this connection's database lives.
  public let location: Location

  /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
  ///
  /// Defaults to 5 seconds. Zero or a negative duration turns waiting off.
  public var busyTimeout: Duration {
    didSet {
      applyBusyTimeout()
    }
  }

  /// Opens (and by default creates) a database.
  ///
  /// - Parameters:
  ///   - location: `.inMemory` or `.file(path)`.
  ///   - flags: how to open it; `.readWriteCreate` unless given.
  ///   - busyTimeout: how long to wait for another connection's lock (see `busyTimeout`).
  /// - Throws: `SQLiteError`: `SQLITE_CANTOPEN` when the file cannot be opened, `SQLITE_NOTADB`
  ///   or `SQLITE_CORRUPT` (see `SQLiteError.isCorruption`) when it is damaged or not a database.
  public init(
    _ location: Location,
    flags: OpenFlags = .readWriteCreate,
    busyTimeout: Duration = .seconds(5)
  ) throws {
    let filename: String
    switch location {
    case .inMemory: filename = ":memory:"
    case .file(let path): filename = path
    }
    var opened: OpaquePointer?
    let code = sqlite3_open_v2(filename, &opened, flags.rawValue, nil)
    guard let opened else {
      throw SQLiteError(code: .noMemory, message: "out of memory while opening \(filename)")
    }
    guard code == SQLITE_OK else {
      let extended = sqlite3_extended_errcode(opened)
      let error = SQLiteError(
        code: ResultCode(rawValue: extended),
        message: String(cString: sqlite3_errmsg(opened)) + ": " + filename,
        systemErrno: SQLiteError.carriesSystemErrno(extended) ? sqlite3_system_errno(opened) : 0)
      sqlite3_close_v2(opened)
      throw error
    }
    handle = opened
    self.location = location
    self.busyTimeout = busyTimeout
    // From here on, a thrown error releases `self`, and `deinit` closes the handle.
    sqlite3_extended_result_codes(handle, 1)
    applyBusyTimeout()
    try execute("PRAGMA foreign_keys = ON")
    _ = try fetchOne("SELECT count(*) FROM sqlite_schema")
  }

  /// Opens (and by default creates) the database file at `path`.
  ///
  /// - Throws: see `init(_:flags:busyTimeout:)`.
  public convenience init(
    path: String,
    flags: OpenFlags = .readWriteCreate,
    busyTimeout: Duration = .seconds(5)
  ) throws {
    try self.init(.file(path), flags: flags, busyTimeout: busyTimeout)
  }

  deinit {
    // close_v2 defers the close if a statement somehow outlives its connection.
    sqlite3_close_v2(handle)
  }

  /// The rowid of the most recent successful `INSERT` on this connection (0 if none).
  public var lastInsertRowID: Int64 {
    sqlite3_last_insert_rowid(handle)
  }

  /// The number of rows changed by the most recent `INSERT`, `UPDATE` or `DELETE`.
  public var changes: Int {
    Int(sqlite3_changes64(handle))
  }

  /// The number of rows changed since the connection opened.
  public var totalChanges: Int {
    Int(sqlite3_total_changes64(handle))
  }

  /// Whether a transaction is open on this connection.
  public var isInTransaction: Bool {
    sqlite3_get_autocommit(handle) == 0
  }

  /// Whether the main database lives in memory (or in a temporary file SQLite deletes on close).
  public var isInMemory: Bool {
    guard let name = sqlite3_db_filename(handle, "main") else {
      return true
    }
    return name.pointee == 0
  }

  /// Prepares one SQL statement.
  ///
  /// - Throws: `SQLiteError` when the SQL does not compile, when it holds no statement, or when
  ///   it holds more than one (use `execute(_:)` for scripts).
  public func prepare(_ sql: String) throws -> Statement {
    try sql.withCString { text in
      var prepared: OpaquePointer?
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v3(handle, text, -1, 0, &prepared, &tail)
      guard code == SQLITE_OK else {
        throw error(code: code, sql: sql)
      }
      guard let prepared else {
        throw SQLiteError(code: .misuse, message: "no SQL statement to prepare", sql: sql)
      }
      let statement = Statement(database: self, handle: prepared, sql: sql)
      if let tail, try containsStatement(tail) {
        throw SQLiteError(
          code: .misuse,
          message: "prepare(_:) takes one statement; use execute(_:) to run several",
          sql: sql)
      }
      return statement
    }
  }

  /// Whether the SQL text at `text` holds a statement (not just spaces and comments).
  private func containsStatement(_ text: UnsafePointer<CChar>) throws -> Bool {
    var cursor = text
    while cursor.pointee != 0 {
      var prepared: OpaquePointer?
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v3(handle, cursor, -1, 0, &prepared, &tail)
      if code != SQLITE_OK {
        // Whatever follows does not even compile, so it is more than a comment.
        return true
      }
      if let prepared {
        sqlite3_finalize(prepared)
        return true
      }
      guard let tail, tail != cursor else {
        return false
      }
      cursor = tail
    }
    return false
  }

  /// The error SQLite reports for `code` on this connection, with the SQL it was running.
  func error(code: Int32, sql: String?) -> SQLiteError {
    SQLiteError(
      code: ResultCode(rawValue: code),
      message: String(cString: sqlite3_errmsg(handle)),
      sql: sql,
      systemErrno: SQLiteError.carriesSystemErrno(code) ? sqlite3_system_errno(handle) : 0)
  }
}
