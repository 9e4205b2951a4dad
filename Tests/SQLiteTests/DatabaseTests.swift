import Foundation
import SQLite
import TestSupport
import Testing

@Suite("Database")
struct DatabaseTests {
  @Test func walModeIsSetAndPersists() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    let db = try Database(path: path)
    #expect(try db.journalMode() == .delete)
    try db.enableWAL()
    #expect(try db.journalMode() == .wal)
    let other = try Database(path: path)
    #expect(try other.journalMode() == .wal)
  }

  @Test func anInMemoryDatabaseIgnoresWAL() throws {
    let db = try Database(.inMemory)
    #expect(db.isInMemory)
    try db.enableWAL()
    #expect(try db.journalMode() == .memory)
  }

  @Test func aFileDatabaseIsNotInMemory() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let db = try Database(path: directory.path("store.sqlite"))
    #expect(!db.isInMemory)
    #expect(db.location == .file(directory.path("store.sqlite")))
  }

  @Test func userVersionIsStoredInTheFile() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    do {
      let db = try Database(path: path)
      #expect(try db.userVersion() == 0)
      try db.setUserVersion(7)
    }
    #expect(try Database(path: path).userVersion() == 7)
    #expect(throws: SQLiteError.self) { try Database(.inMemory).setUserVersion(1 << 40) }
  }

  @Test func changesAndLastInsertRowID() throws {
    let db = try Database(.inMemory)
    try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, n INTEGER)")
    try db.execute("INSERT INTO t(n) VALUES (10), (20), (30)")
    #expect(db.changes == 3)
    #expect(db.lastInsertRowID == 3)
    try db.execute("UPDATE t SET n = n + 1 WHERE n > 15")
    #expect(db.changes == 2)
    try db.execute("INSERT INTO t(id, n) VALUES (100, 0)")
    #expect(db.lastInsertRowID == 100)
    #expect(db.totalChanges == 6)
  }

  @Test func foreignKeysAreEnforced() throws {
    let db = try Database(.inMemory)
    try db.execute(
      """
      CREATE TABLE parent(id INTEGER PRIMARY KEY);
      CREATE TABLE child(parent INTEGER NOT NULL REFERENCES parent(id));
      """)
    let error = try #require(throws: SQLiteError.self) {
      try db.execute("INSERT INTO child(parent) VALUES (1)")
    }
    #expect(error.code == .constraintForeignKey)
  }

  @Test func anEmptyFileIsAnEmptyDatabase() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let db = try Database(path: path)
    #expect(try db.integrityCheck() == [])
    #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM sqlite_schema") == 0)
  }
}
