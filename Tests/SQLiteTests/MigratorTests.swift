import Foundation
import SQLite
import TestSupport
import Testing

/// Four steps of a small schema history. Step 1 has no IF NOT EXISTS, so running it twice fails.
private let history: [Migration] = [
  Migration(id: 1, name: "create lesson", sql: "CREATE TABLE lesson(id TEXT PRIMARY KEY)"),
  Migration(id: 2, name: "add title", sql: "ALTER TABLE lesson ADD COLUMN title TEXT"),
  Migration(id: 3, name: "create attempt") { db in
    try db.execute(
      "CREATE TABLE attempt(id INTEGER PRIMARY KEY, lesson TEXT NOT NULL REFERENCES lesson(id))")
  },
  Migration(id: 4, name: "seed welcome lesson") { db in
    try db.execute(
      "INSERT INTO lesson(id, title) VALUES (?, ?)", arguments: ["welcome", "Welcome"])
  },
]

private let appliedTime = Date(timeIntervalSince1970: 1_704_164_645)  // 2024-01-02T03:04:05Z

private func recordedIDs(_ db: Database) throws -> [Int] {
  try Migrator([]).recordedMigrations(in: db).map(\.id)
}

private func tableNames(_ db: Database) throws -> [String] {
  try db.fetchAll("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .map { try $0.column(String.self, at: 0) }
}

@Suite("Migrator")
struct MigratorTests {
  @Test func migratesAnEmptyStore() throws {
    let db = try Database(.inMemory)
    let applied = try Migrator(history).migrate(db, now: appliedTime)
    #expect(applied.map(\.id) == [1, 2, 3, 4])
    #expect(try tableNames(db) == ["attempt", "lesson", "schema_migrations"])
    let rows = try db.fetchAll("SELECT id, name, applied_at FROM schema_migrations ORDER BY id")
    #expect(
      rows.map(\.values) == [
        [.integer(1), .text("create lesson"), .text("2024-01-02T03:04:05.000Z")],
        [.integer(2), .text("add title"), .text("2024-01-02T03:04:05.000Z")],
        [.integer(3), .text("create attempt"), .text("2024-01-02T03:04:05.000Z")],
        [.integer(4), .text("seed welcome lesson"), .text("2024-01-02T03:04:05.000Z")],
      ])
    let records = try Migrator(history).recordedMigrations(in: db)
    #expect(
      records.first == RecordedMigration(id: 1, name: "create lesson", appliedAt: appliedTime))
    #expect(try db.fetchValue(String.self, "SELECT title FROM lesson") == "Welcome")
  }

  @Test func migratingTwiceDoesNothingTheSecondTime() throws {
    let db = try Database(.inMemory)
    try Migrator(history).migrate(db)
    #expect(try Migrator(history).migrate(db).isEmpty)
    #expect(try Migrator(history).pendingMigrations(in: db).isEmpty)
    #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM lesson") == 1)
  }

  @Test func upgradesAnOlderStoreWithOnlyTheNewMigrations() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    do {
      let old = try Database(path: path)
      let applied = try Migrator(Array(history.prefix(2))).migrate(old)
      #expect(applied.map(\.id) == [1, 2])
    }
    let db = try Database(path: path)
    let migrator = Migrator(history)
    #expect(try migrator.pendingMigrations(in: db).map(\.id) == [3, 4])
    let applied = try migrator.migrate(db)
    #expect(applied.map(\.id) == [3, 4])
    #expect(try recordedIDs(db) == [1, 2, 3, 4])
  }

  @Test func refusesAStoreWrittenByANewerVersion() throws {
    let db = try Database(.inMemory)
    try Migrator(history).migrate(db)
    let older = Migrator(Array(history.prefix(2)))
    #expect(throws: MigrationError.self) { try older.migrate(db) }
    do {
      try older.migrate(db)
    } catch let MigrationError.unknownMigrations(records) {
      #expect(records.map(\.id) == [3, 4])
      #expect(records.map(\.name) == ["create attempt", "seed welcome lesson"])
      #expect(
        "\(MigrationError.unknownMigrations(records))"
          == "The store was written by a newer version: it has applied migrations "
          + "3 (create attempt), 4 (seed welcome lesson), which this version does not know. "
          + "It was left unchanged; use a newer version.")
    }
    #expect(try recordedIDs(db) == [1, 2, 3, 4])
  }

  @Test func aFailingMigrationIsRolledBackAndStopsTheRest() throws {
    let db = try Database(.inMemory)
    let migrations = [
      history[0],
      Migration(
        id: 2, name: "broken",
        sql: "CREATE TABLE half(x); INSERT INTO missing_table VALUES (1);"),
      history[2],
    ]
    let thrown = try #require(throws: MigrationError.self) {
      try Migrator(migrations).migrate(db)
    }
    guard case .migrationFailed(let id, let name, let underlying) = thrown else {
      Issue.record("expected migrationFailed, got \(thrown)")
      return
    }
    #expect(id == 2)
    #expect(name == "broken")
    let sqliteError = try #require(underlying as? SQLiteError)
    #expect(sqliteError.message == "no such table: missing_table")
    #expect(try recordedIDs(db) == [1])
    #expect(try tableNames(db) == ["lesson", "schema_migrations"])
    #expect(!db.isInTransaction)
  }

  @Test func runsMigrationsInIDOrderWhateverTheListOrder() throws {
    let db = try Database(.inMemory)
    let applied = try Migrator(history.reversed()).migrate(db)
    #expect(applied.map(\.id) == [1, 2, 3, 4])
  }

  @Test func rejectsDuplicateAndInvalidIDs() throws {
    let db = try Database(.inMemory)
    let duplicate = Migrator([history[0], Migration(id: 1, name: "again", sql: "SELECT 1")])
    let duplicateError = try #require(throws: MigrationError.self) { try duplicate.migrate(db) }
    #expect(
      "\(duplicateError)" == "Two migrations have the id 1; every migration needs its own id.")
    let error = try #require(throws: MigrationError.self) {
      try Migrator([Migration(id: 0, name: "zero", sql: "SELECT 1")]).migrate(db)
    }
    #expect("\(error)" == "Migration id 0 is invalid; ids start at 1.")
    // The list is checked before anything is written.
    #expect(try tableNames(db).isEmpty)
  }
}
