import CSQLite

/// An SQLite result code, primary (`SQLITE_CONSTRAINT`) or extended (`SQLITE_CONSTRAINT_UNIQUE`).
///
/// Connections opened by `Database` report extended codes; the low 8 bits of an extended code are
/// its primary code (see <https://sqlite.org/rescode.html>).
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric code as SQLite returns it.
  public let rawValue: Int32

  /// Creates a result code from its numeric value.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The primary code: the low 8 bits of an extended code, or the code itself.
  public var primary: ResultCode {
    ResultCode(rawValue: rawValue & 0xFF)
  }

  /// Whether this is an extended code (it carries more than its primary code).
  public var isExtended: Bool {
    rawValue != primary.rawValue
  }

  /// The symbolic name from `sqlite3.h`, for example `SQLITE_CONSTRAINT_UNIQUE`.
  ///
  /// Codes this table does not know read `SQLITE_UNKNOWN_<n>`, or the primary name followed by
  /// the extended number when only the primary code is known.
  public var name: String {
    if let known = ResultCode.names[rawValue] {
      return known
    }
    if isExtended, let primaryName = ResultCode.names[primary.rawValue] {
      return "\(primaryName)_\(rawValue >> 8)"
    }
    return "SQLITE_UNKNOWN_\(rawValue)"
  }

  /// The name and number, for example `SQLITE_BUSY (5)`.
  public var description: String {
    "\(name) (\(rawValue))"
  }

  /// SQLite's own English explanation of the code (`sqlite3_errstr`).
  public var explanation: String {
    String(cString: sqlite3_errstr(rawValue))
  }
}

// Primary codes.
extension ResultCode {
  /// Successful result.
  public static let ok = ResultCode(rawValue: SQLITE_OK)
  /// Generic error.
  public static let error = ResultCode(rawValue: SQLITE_ERROR)
  /// Internal logic error in SQLite.
  public static let `internal` = ResultCode(rawValue: SQLITE_INTERNAL)
  /// Access permission denied.
  public static let permission = ResultCode(rawValue: SQLITE_PERM)
  /// A callback asked for an abort.
  public static let abort = ResultCode(rawValue: SQLITE_ABORT)
  /// The database file is locked by another connection.
  public static let busy = ResultCode(rawValue: SQLITE_BUSY)
  /// A table in the database is locked (conflict within the same connection or shared cache).
  public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
  /// A memory allocation failed.
  public static let noMemory = ResultCode(rawValue: SQLITE_NOMEM)
  /// Attempt to write a read-only database.
  public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
  /// The operation was interrupted.
  public static let interrupt = ResultCode(rawValue: SQLITE_INTERRUPT)
  /// A disk I/O error occurred.
  public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
  /// The database disk image is malformed.
  public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
  /// Unknown opcode in `sqlite3_file_control`.
  public static let notFound = ResultCode(rawValue: SQLITE_NOTFOUND)
  /// The database or disk is full.
  public static let full = ResultCode(rawValue: SQLITE_FULL)
  /// Unable to open the database file.
  public static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
  /// Database lock protocol error.
  public static let `protocol` = ResultCode(rawValue: SQLITE_PROTOCOL)
  /// The database schema changed.
  public static let schema = ResultCode(rawValue: SQLITE_SCHEMA)
  /// A string or blob exceeds the size limit.
  public static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)
  /// A constraint was violated.
  public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
  /// Data type mismatch (also used by this module when a column cannot be read as a Swift type).
  public static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
  /// The library was used incorrectly.
  public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
  /// Authorization denied.
  public static let authorization = ResultCode(rawValue: SQLITE_AUTH)
  /// A bind index or parameter name is out of range.
  public static let range = ResultCode(rawValue: SQLITE_RANGE)
  /// The file is not a database.
  public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
  /// `sqlite3_step` has another row ready.
  public static let row = ResultCode(rawValue: SQLITE_ROW)
  /// `sqlite3_step` has finished executing.
  public static let done = ResultCode(rawValue: SQLITE_DONE)
}

// Extended codes the rest of the package tests for (sqlite3.h defines them as expressions,
// which Swift does not import).
extension ResultCode {
  /// A UNIQUE constraint failed.
  public static let constraintUnique = ResultCode(rawValue: SQLITE_CONSTRAINT | (8 << 8))
  /// A PRIMARY KEY constraint failed.
  public static let constraintPrimaryKey = ResultCode(rawValue: SQLITE_CONSTRAINT | (6 << 8))
  /// A NOT NULL constraint failed.
  public static let constraintNotNull = ResultCode(rawValue: SQLITE_CONSTRAINT | (5 << 8))
  /// A FOREIGN KEY constraint failed.
  public static let constraintForeignKey = ResultCode(rawValue: SQLITE_CONSTRAINT | (3 << 8))
  /// A CHECK constraint failed.
  public static let constraintCheck = ResultCode(rawValue: SQLITE_CONSTRAINT | (1 << 8))
  /// A WAL snapshot went stale: a deferred transaction tried to write after another wrote.
  public static let busySnapshot = ResultCode(rawValue: SQLITE_BUSY | (2 << 8))
}

extension ResultCode {
  // Names of the primary and extended codes of SQLite 3.40 (sqlite3.h).
  fileprivate static let names: [Int32: String] = {
    let primaries: [(Int32, String)] = [
      (0, "OK"), (1, "ERROR"), (2, "INTERNAL"), (3, "PERM"), (4, "ABORT"), (5, "BUSY"),
      (6, "LOCKED"), (7, "NOMEM"), (8, "READONLY"), (9, "INTERRUPT"), (10, "IOERR"),
      (11, "CORRUPT"), (12, "NOTFOUND"), (13, "FULL"), (14, "CANTOPEN"), (15, "PROTOCOL"),
      (16, "EMPTY"), (17, "SCHEMA"), (18, "TOOBIG"), (19, "CONSTRAINT"), (20, "MISMATCH"),
      (21, "MISUSE"), (22, "NOLFS"), (23, "AUTH"), (24, "FORMAT"), (25, "RANGE"),
      (26, "NOTADB"), (27, "NOTICE"), (28, "WARNING"), (100, "ROW"), (101, "DONE"),
    ]
    // (primary, extended number, suffix): the code is primary | (number << 8).
    let extended: [(Int32, Int32, String)] = [
      (1, 1, "MISSING_COLLSEQ"), (1, 2, "RETRY"), (1, 3, "SNAPSHOT"),
      (10, 1, "READ"), (10, 2, "SHORT_READ"), (10, 3, "WRITE"), (10, 4, "FSYNC"),
      (10, 5, "DIR_FSYNC"), (10, 6, "TRUNCATE"), (10, 7, "FSTAT"), (10, 8, "UNLOCK"),
      (10, 9, "RDLOCK"), (10, 10, "DELETE"), (10, 11, "BLOCKED"), (10, 12, "NOMEM"),
      (10, 13, "ACCESS"), (10, 14, "CHECKRESERVEDLOCK"), (10, 15, "LOCK"), (10, 16, "CLOSE"),
      (10, 17, "DIR_CLOSE"), (10, 18, "SHMOPEN"), (10, 19, "SHMSIZE"), (10, 20, "SHMLOCK"),
      (10, 21, "SHMMAP"), (10, 22, "SEEK"), (10, 23, "DELETE_NOENT"), (10, 24, "MMAP"),
      (10, 25, "GETTEMPPATH"), (10, 26, "CONVPATH"), (10, 27, "VNODE"), (10, 28, "AUTH"),
      (10, 29, "BEGIN_ATOMIC"), (10, 30, "COMMIT_ATOMIC"), (10, 31, "ROLLBACK_ATOMIC"),
      (10, 32, "DATA"), (10, 33, "CORRUPTFS"),
      (6, 1, "SHAREDCACHE"), (6, 2, "VTAB"),
      (5, 1, "RECOVERY"), (5, 2, "SNAPSHOT"), (5, 3, "TIMEOUT"),
      (14, 1, "NOTEMPDIR"), (14, 2, "ISDIR"), (14, 3, "FULLPATH"), (14, 4, "CONVPATH"),
      (14, 5, "DIRTYWAL"), (14, 6, "SYMLINK"),
      (11, 1, "VTAB"), (11, 2, "SEQUENCE"), (11, 3, "INDEX"),
      (8, 1, "RECOVERY"), (8, 2, "CANTLOCK"), (8, 3, "ROLLBACK"), (8, 4, "DBMOVED"),
      (8, 5, "CANTINIT"), (8, 6, "DIRECTORY"),
      (4, 2, "ROLLBACK"),
      (19, 1, "CHECK"), (19, 2, "COMMITHOOK"), (19, 3, "FOREIGNKEY"), (19, 4, "FUNCTION"),
      (19, 5, "NOTNULL"), (19, 6, "PRIMARYKEY"), (19, 7, "TRIGGER"), (19, 8, "UNIQUE"),
      (19, 9, "VTAB"), (19, 10, "ROWID"), (19, 11, "PINNED"), (19, 12, "DATATYPE"),
      (27, 1, "RECOVER_WAL"), (27, 2, "RECOVER_ROLLBACK"),
      (28, 1, "AUTOINDEX"),
      (23, 1, "USER"),
      (0, 1, "LOAD_PERMANENTLY"), (0, 2, "SYMLINK"),
    ]
    var table: [Int32: String] = [:]
    for (code, name) in primaries {
      table[code] = "SQLITE_" + name
    }
    for (primary, number, suffix) in extended {
      let primaryName = table[primary] ?? "SQLITE_\(primary)"
      table[primary | (number << 8)] = primaryName + "_" + suffix
    }
    return table
  }()
}
