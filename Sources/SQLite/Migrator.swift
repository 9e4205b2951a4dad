import Foundation

/// Brings a store's schema up to date by applying numbered migrations in id order.
///
/// Applied migrations are recorded in a `schema_migrations(id, name, applied_at)` table. Each
/// migration runs in its own immediate transaction together with its record, so a store is
/// always at a known step: a failed or interrupted migration leaves no trace and runs again next
/// time. A store that records an id this migrator does not know was written by a newer version;
/// `migrate` then refuses to touch it.
///
///     let migrator = Migrator([
///       Migration(id: 1, name: "create lesson", sql: "CREATE TABLE lesson(id TEXT PRIMARY KEY)"),
///       Migration(id: 2, name: "add title", sql: "ALTER TABLE lesson ADD COLUMN title TEXT"),
///     ])
///     try migrator.migrate(db)
public struct Migrator: Sendable {
  /// The bookkeeping table's name.
  public static let tableName = "schema_migrations"

  /// The migrations, sorted by id.
  public let migrations: [Migration]

  /// Creates a migrator for `migrations`, given in any order.
  ///
  /// Duplicate or non-positive ids are reported by `migrate`.
  public init(_ migrations: [Migration]) {
    self.migrations = migrations.sorted { $0.id < $1.id }
  }

  /// The migrations the store records as applied, by id; empty for a store never migrated.
  public func recordedMigrations(in database: Database) throws -> [RecordedMigration] {
    let tableCount = try database.fetchValue(
      Int.self,
      "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?",
      arguments: [Migrator.tableName])
    guard tableCount == 1 else {
      return []
    }
    let rows = try database.fetchAll(
      "SELECT id, name, applied_at FROM \(Migrator.tableName) ORDER BY id")
    return try rows.map { row in
      RecordedMigration(
        id: try row.column(Int.self, at: 0),
        name: try row.column(String.self, at: 1),
        appliedAt: Date(sqliteValue: try row.value(at: 2)))
    }
  }

  /// The migrations not yet applied to the store, in the order `migrate` would run them.
  public func pendingMigrations(in database: Database) throws -> [Migration] {
    let applied = Set(try recordedMigrations(in: database).map(\.id))
    return migrations.filter { !applied.contains($0.id) }
  }

  /// Applies every pending migration, in id order, and returns those it applied.
  ///
  /// - Parameters:
  ///   - database: the store.
  ///   - now: the time recorded as `applied_at`.
  /// - Throws: `MigrationError.unknownMigrations` for a store written by a newer version
  ///   (nothing is changed), `MigrationError.migrationFailed` when a migration throws (it is
  ///   rolled back; those before it stay applied), `MigrationError.duplicateID`/`.invalidID` for
  ///   a bad list, or `SQLiteError` from the bookkeeping.
  @discardableResult
  public func migrate(_ database: Database, now: Date = Date()) throws -> [Migration] {
    try validateIDs()
    try database.transaction {
      try database.execute(
        """
        CREATE TABLE IF NOT EXISTS \(Migrator.tableName) (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          applied_at TEXT NOT NULL
        )
        """)
    }
    let recorded = try recordedMigrations(in: database)
    let known = Set(migrations.map(\.id))
    let unknown = recorded.filter { !known.contains($0.id) }
    guard unknown.isEmpty else {
      throw MigrationError.unknownMigrations(unknown)
    }
    let alreadyApplied = Set(recorded.map(\.id))
    var applied: [Migration] = []
    for migration in migrations where !alreadyApplied.contains(migration.id) {
      if try apply(migration, to: database, now: now) {
        applied.append(migration)
      }
    }
    return applied
  }

  /// Runs one migration and records it in one transaction; false if another connection applied
  /// it first.
  private func apply(_ migration: Migration, to database: Database, now: Date) throws -> Bool {
    try database.transaction(.immediate) {
      let recordedMeanwhile = try database.fetchOne(
        "SELECT 1 FROM \(Migrator.tableName) WHERE id = ?", arguments: [migration.id])
      guard recordedMeanwhile == nil else {
        return false
      }
      do {
        try migration.body(database)
      } catch {
        throw MigrationError.migrationFailed(
          id: migration.id, name: migration.name, underlying: error)
      }
      try database.execute(
        "INSERT INTO \(Migrator.tableName)(id, name, applied_at) VALUES (?, ?, ?)",
        arguments: [migration.id, migration.name, now])
      return true
    }
  }

  private func validateIDs() throws {
    var previous: Int?
    for migration in migrations {
      guard migration.id >= 1 else {
        throw MigrationError.invalidID(migration.id)
      }
      if migration.id == previous {
        throw MigrationError.duplicateID(migration.id)
      }
      previous = migration.id
    }
  }
}
