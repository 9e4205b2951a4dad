import Foundation
import SQLite
import TestSupport
import Testing

@Suite("Errors carry code, message and SQL")
struct SQLiteErrorTests {
  private func database() throws -> Database {
    let db = try Database(.inMemory)
    try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, code TEXT UNIQUE, note TEXT NOT NULL)")
    try db.execute("INSERT INTO t(id, code, note) VALUES (1, 'a', 'first')")
    return db
  }

  @Test func uniqueViolation() throws {
    let db = try database()
    let sql = "INSERT INTO t(code, note) VALUES (?, ?)"
    let error = try #require(throws: SQLiteError.self) {
      try db.execute(sql, arguments: ["a", "again"])
    }
    #expect(error.code == .constraintUnique)
    #expect(error.code.rawValue == 2067)
    #expect(error.primaryCode == .constraint)
    #expect(error.message == "UNIQUE constraint failed: t.code")
    #expect(error.sql == sql)
    #expect(
      error.description
        == "SQLite error 19 (SQLITE_CONSTRAINT_UNIQUE): UNIQUE constraint failed: t.code"
        + " — while executing: INSERT INTO t(code, note) VALUES (?, ?)")
  }

  @Test func primaryKeyAndNotNullViolations() throws {
    let db = try database()
    let primaryKey = try #require(throws: SQLiteError.self) {
      try db.execute("INSERT INTO t(id, note) VALUES (1, 'x')")
    }
    #expect(primaryKey.code == .constraintPrimaryKey)
    #expect(primaryKey.code.name == "SQLITE_CONSTRAINT_PRIMARYKEY")
    #expect(primaryKey.message == "UNIQUE constraint failed: t.id")
    let notNull = try #require(throws: SQLiteError.self) {
      try db.execute("INSERT INTO t(id, note) VALUES (2, NULL)")
    }
    #expect(notNull.code == .constraintNotNull)
    #expect(notNull.message == "NOT NULL constraint failed: t.note")
  }

  @Test func syntaxErrorWhilePreparing() throws {
    let db = try database()
    let error = try #require(throws: SQLiteError.self) { try db.prepare("SELEC 1") }
    #expect(error.code == .error)
    #expect(error.message == "near \"SELEC\": syntax error")
    #expect(error.sql == "SELEC 1")
    #expect(
      error.description
        == "SQLite error 1 (SQLITE_ERROR): near \"SELEC\": syntax error — while executing: SELEC 1")
  }

  @Test func scriptErrorNamesTheFailingStatement() throws {
    let db = try database()
    let error = try #require(throws: SQLiteError.self) {
      try db.execute(
        """
        INSERT INTO t(id, note) VALUES (2, 'second');
        INSERT INTO t(id, note) VALUES (2, 'duplicate');
        INSERT INTO t(id, note) VALUES (3, 'never');
        """)
    }
    #expect(error.code == .constraintPrimaryKey)
    #expect(error.sql == "INSERT INTO t(id, note) VALUES (2, 'duplicate');")
    // Statements before the failing one keep their effect; the ones after never ran.
    #expect(try db.fetchValue(Int.self, "SELECT max(id) FROM t") == 2)
  }

  @Test func scriptThatDoesNotCompileStopsThere() throws {
    let db = try database()
    let error = try #require(throws: SQLiteError.self) {
      try db.execute("CREATE TABLE a(x); INSERT INTO nope VALUES (1); CREATE TABLE b(y);")
    }
    #expect(error.message == "no such table: nope")
    #expect(error.sql?.hasPrefix("INSERT INTO nope VALUES (1);") == true)
    let names = try db.fetchAll("SELECT name FROM sqlite_schema WHERE name IN ('a', 'b')")
    #expect(names.map(\.values) == [[.text("a")]])
  }

  @Test func descriptionWithoutSQL() {
    let error = SQLiteError(code: .busy, message: "database is locked")
    #expect(error.description == "SQLite error 5 (SQLITE_BUSY): database is locked")
    #expect(error.isLockContention)
    #expect(!error.isCorruption)
  }

  @Test func descriptionShowsMultiLineSQLOnOneLineAndCutsLongSQL() {
    let error = SQLiteError(
      code: .error, message: "boom", sql: "SELECT a,\n       b\n  FROM   t\n")
    #expect(
      error.description
        == "SQLite error 1 (SQLITE_ERROR): boom — while executing: SELECT a, b FROM t")
    let long = "SELECT " + String(repeating: "x", count: 300)
    let cut = SQLiteError(code: .error, message: "boom", sql: long).description
    let expectedSQL = "SELECT " + String(repeating: "x", count: 233) + "…"
    #expect(cut == "SQLite error 1 (SQLITE_ERROR): boom — while executing: " + expectedSQL)
  }

  @Test(arguments: [
    (Int32(5), "SQLITE_BUSY"),
    (Int32(19 | (8 << 8)), "SQLITE_CONSTRAINT_UNIQUE"),
    (Int32(10 | (1 << 8)), "SQLITE_IOERR_READ"),
    (Int32(5 | (2 << 8)), "SQLITE_BUSY_SNAPSHOT"),
    (Int32(26), "SQLITE_NOTADB"),
    (Int32(11), "SQLITE_CORRUPT"),
    (Int32(101), "SQLITE_DONE"),
    (Int32(19 | (40 << 8)), "SQLITE_CONSTRAINT_40"),
    (Int32(1234), "SQLITE_UNKNOWN_1234"),
  ])
  func resultCodeNames(code: Int32, name: String) {
    #expect(ResultCode(rawValue: code).name == name)
  }

  @Test func resultCodeParts() {
    let unique = ResultCode.constraintUnique
    #expect(unique.primary == .constraint)
    #expect(unique.isExtended)
    #expect(!ResultCode.busy.isExtended)
    #expect(unique.description == "SQLITE_CONSTRAINT_UNIQUE (2067)")
    #expect(ResultCode.busy.explanation == "database is locked")
  }

  @Test func readingTextAsAnIntegerIsAMismatch() throws {
    let db = try database()
    let row = try #require(try db.fetchOne("SELECT code FROM t"))
    let error = try #require(throws: SQLiteError.self) { try row.column(Int.self, named: "code") }
    #expect(error.code == .mismatch)
    #expect(error.message == "column 0 (code) holds TEXT 'a', which cannot be read as Int")
    #expect(error.sql == "SELECT code FROM t")
  }

  @Test func openingInAMissingDirectoryFails() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("missing/store.sqlite")
    let error = try #require(throws: SQLiteError.self) { try Database(path: path) }
    #expect(error.primaryCode == .cannotOpen)
    #expect(error.message == "unable to open database file: " + path)
    #expect(!error.isCorruption)
  }

  @Test func openingAMissingFileReadOnlyFails() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let error = try #require(throws: SQLiteError.self) {
      try Database(path: directory.path("absent.sqlite"), flags: .readOnly)
    }
    #expect(error.primaryCode == .cannotOpen)
  }

  @Test func writingThroughAReadOnlyConnectionFails() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    try Database(path: path).execute("CREATE TABLE t(x)")
    let reader = try Database(path: path, flags: .readOnly)
    let error = try #require(throws: SQLiteError.self) {
      try reader.execute("INSERT INTO t(x) VALUES (1)")
    }
    #expect(error.primaryCode == .readOnly)
    #expect(error.message == "attempt to write a readonly database")
  }

  @Test("a failure of the operating system carries its errno; other errors carry none")
  func systemErrno() throws {
    let scratch = try ScratchFolder()
    let missing = scratch.url.appendingPathComponent("no-folder/store.sqlite").path
    let cannotOpen = try #require(throws: SQLiteError.self) {
      _ = try Database(path: missing)
    }
    #expect(cannotOpen.primaryCode == .cannotOpen)
    #expect(cannotOpen.systemErrno == ENOENT)
    let db = try database()
    let constraint = try #require(throws: SQLiteError.self) {
      try db.execute("INSERT INTO t(id, note) VALUES (1, 'x')")
    }
    #expect(constraint.systemErrno == 0)
  }
}
