/// An error reported by SQLite, or by this module when a request cannot be met.
///
/// It carries the extended result code (its primary code is `code.primary`), SQLite's message and
/// the SQL being executed, if any. Its `description` is stable and fit for a terminal:
///
///     SQLite error 19 (SQLITE_CONSTRAINT_UNIQUE): UNIQUE constraint failed: t.id — while executing: INSERT INTO t VALUES (1)
///
/// Errors raised by this module itself reuse the closest SQLite code: `mismatch` for a column that
/// cannot be read as the requested Swift type, `range` for an unknown parameter or column, `misuse`
/// for an API used the wrong way.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The result code, extended when SQLite gave one (for example `SQLITE_CONSTRAINT_UNIQUE`).
  public let code: ResultCode
  /// The English message, usually from `sqlite3_errmsg`.
  public let message: String
  /// The SQL text being prepared or executed when the error happened, if any.
  public let sql: String?
  /// The operating system's `errno` behind an I/O failure (`ENOSPC` for a full disk), or 0.
  /// SQLite reports a full disk met while growing its shared-memory file as a plain I/O error;
  /// this tells it apart.
  public let systemErrno: Int32

  /// Creates an error from its parts.
  public init(code: ResultCode, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
    self.code = code
    self.message = message
    self.sql = sql
    self.systemErrno = systemErrno
  }

  /// Whether the operating system's error matters to this result: a failed read or write, a
  /// full disk, a file that could not be opened. For other results SQLite's last `errno` is
  /// left over from an earlier call and means nothing.
  static func carriesSystemErrno(_ code: Int32) -> Bool {
    let primary = ResultCode(rawValue: code).primary
    return primary == .ioError || primary == .full || primary == .cannotOpen
  }

  /// The primary result code (for example `SQLITE_CONSTRAINT` for `SQLITE_CONSTRAINT_UNIQUE`).
  public var primaryCode: ResultCode {
    code.primary
  }

  /// Whether the file is damaged or is not a database at all (`SQLITE_CORRUPT`, `SQLITE_NOTADB`).
  ///
  /// Such a store cannot be repaired by retrying; the caller should set the file aside.
  public var isCorruption: Bool {
    primaryCode == .corrupt || primaryCode == .notADatabase
  }

  /// Whether another connection held a lock (`SQLITE_BUSY` or `SQLITE_LOCKED`).
  public var isLockContention: Bool {
    primaryCode == .busy || primaryCode == .locked
  }

  /// A one-line summary: primary code, code name, message and the SQL.
  ///
  /// Whitespace runs in the SQL are shown as single spaces and SQL longer than 240 characters is
  /// cut with `…`; `sql` keeps the full text.
  public var description: String {
    var text = "SQLite error \(primaryCode.rawValue) (\(code.name)): \(message)"
    if let sql {
      let shown = SQLiteError.oneLine(sql)
      if !shown.isEmpty {
        text += " — while executing: " + shown
      }
    }
    return text
  }

  private static let maximumSQLLength = 240

  private static func oneLine(_ sql: String) -> String {
    let words = sql.split(whereSeparator: { $0.isWhitespace })
    let joined = words.joined(separator: " ")
    guard joined.count > maximumSQLLength else {
      return joined
    }
    return String(joined.prefix(maximumSQLLength)) + "…"
  }
}
