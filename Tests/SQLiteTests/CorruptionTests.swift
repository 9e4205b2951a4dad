import Basics
import Foundation
import SQLite
import TestSupport
import Testing

/// Creates a store with a table and an index holding 2000 rows, and returns the index's root page.
private func makeStore(at path: String) throws -> Int {
  let db = try Database(path: path)
  try db.execute(
    """
    CREATE TABLE item(id INTEGER PRIMARY KEY, label TEXT NOT NULL);
    CREATE INDEX item_label ON item(label);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
    INSERT INTO item(id, label) SELECT i, printf('label-%040d', i) FROM n;
    """)
  #expect(try db.integrityCheck() == [])
  let root = try db.fetchValue(
    Int.self, "SELECT rootpage FROM sqlite_schema WHERE name = 'item_label'")
  return try #require(root)
}

private func overwrite(_ path: String, at offset: Int, with bytes: Data) throws {
  let handle = try #require(FileHandle(forUpdatingAtPath: path))
  defer { try? handle.close() }
  try handle.seek(toOffset: UInt64(offset))
  try handle.write(contentsOf: bytes)
}

@Suite("Damaged stores are told apart")
struct CorruptionTests {
  @Test func garbageIsNotADatabase() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("garbage.sqlite")
    var generator = SplitMix64(seed: 99)
    let bytes = Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    #expect(FileManager.default.createFile(atPath: path, contents: bytes))
    let error = try #require(throws: SQLiteError.self) { try Database(path: path) }
    #expect(error.primaryCode == .notADatabase)
    #expect(error.message == "file is not a database")
    #expect(error.isCorruption)
    #expect(Database.isCorruption(error))
  }

  @Test(arguments: [50, 4096, 8192, 100_000])
  func aTruncatedFileIsCorrupt(length: Int) throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    _ = try makeStore(at: path)
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.truncate(atOffset: UInt64(length))
    try handle.close()
    let error = try #require(throws: SQLiteError.self) { try Database(path: path) }
    #expect(error.primaryCode == .corrupt)
    #expect(error.message == "database disk image is malformed")
    #expect(error.isCorruption)
  }

  @Test func aDamagedPageIsReportedByTheIntegrityCheck() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    let root = try makeStore(at: path)
    let pageSize = 4096
    try overwrite(path, at: (root - 1) * pageSize, with: Data(repeating: 0xAB, count: pageSize))
    let db = try Database(path: path)
    let problems = try db.integrityCheck()
    #expect(problems.contains { $0.hasPrefix("Page \(root): ") })
    #expect(problems.allSatisfy { !$0.isEmpty && !$0.contains("\n") && !$0.hasPrefix("***") })
  }

  @Test func otherFailuresAreNotCorruption() throws {
    #expect(!Database.isCorruption(SQLiteError(code: .busy, message: "database is locked")))
    #expect(!Database.isCorruption(SQLiteError(code: .cannotOpen, message: "unable to open")))
    #expect(!Database.isCorruption(MigrationError.duplicateID(1)))
    let wrapped = MigrationError.migrationFailed(
      id: 1, name: "n", underlying: SQLiteError(code: .corrupt, message: "malformed"))
    #expect(Database.isCorruption(wrapped))
  }
}
