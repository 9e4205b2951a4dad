import Foundation
import SQLite
import SpacedRepetition

/// The learner's progress and the imported course, in one SQLite file: `<home>/layoutlings.sqlite`.
///
/// Opening a store creates it when missing, switches it to write-ahead logging, checks that it is
/// not damaged and applies the numbered migrations (`CourseStore.migrations`). Several
/// `layoutlings` processes may use one store at once: every write is one immediate transaction,
/// and a connection waits for another's lock up to its busy timeout.
///
/// What the learner did (attempts, hint reveals, ratings, the position) is never changed by
/// importing the course again; see `importCourse(_:fingerprint:now:)`.
///
/// A store is one connection: use it from one thread at a time, and open one per thread.
public final class CourseStore {
  /// The store's file name inside a workspace.
  public static let fileName = "layoutlings.sqlite"

  /// The schema's migrations, oldest first.
  public static var migrations: [Migration] { StoreSchema.migrations }

  /// The store's file.
  public let path: String
  /// Whether the store was opened only to read (`init(path:busyTimeout:now:readOnly:)`).
  public let isReadOnly: Bool
  /// The connection.
  let database: Database
  /// The seed of this install's review fuzz, chosen at random when the store was created.
  public let fuzzSeed: UInt64
  /// The scheduler ratings go through (FSRS-6 defaults, fuzzed with `fuzzSeed`).
  public let scheduler: Scheduler

  /// Opens the store of `workspace` (see `init(path:busyTimeout:now:readOnly:)`).
  ///
  /// - Throws: also `CourseStoreError.corrupt` for a store file of 0 bytes beside working
  ///   copies (`EmptyStoreCheck`): progress was recorded there and is gone.
  public convenience init(workspace: Workspace, now: Date = Date(), readOnly: Bool = false)
    throws(CourseStoreError)
  {
    let path = workspace.databaseURL.path
    if let problem = EmptyStoreCheck.problem(in: workspace) {
      throw .corrupt(path: path, detail: problem)
    }
    try self.init(path: path, now: now, readOnly: readOnly)
  }

  /// Opens the store at `path`, creating it and its folder when missing.
  ///
  /// - Parameters:
  ///   - path: the database file.
  ///   - busyTimeout: how long to wait for another process's write lock.
  ///   - now: when migrations applied now are recorded as applied.
  ///   - readOnly: open an existing store only to read it, for a workspace that cannot be
  ///     written (a read-only mount): nothing is created or migrated, and every write fails.
  ///     A store that needs migrating cannot be opened so (`.cannotOpen`).
  /// - Throws: `CourseStoreError.corrupt` for a damaged file, one that is not a database or
  ///   one whose tables are not those its recorded migrations make (`SchemaCheck`),
  ///   `.newerVersion` for a store written by a newer Layoutlings (both leave the file as it is),
  ///   `.cannotOpen` when the file or its folder cannot be made or opened.
  public init(
    path: String, busyTimeout: Duration = .seconds(10), now: Date = Date(), readOnly: Bool = false
  ) throws(CourseStoreError) {
    self.path = path
    self.isReadOnly = readOnly
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !readOnly {
      do {
        try AtomicFile.makeDirectories(folder)
      } catch {
        throw .cannotOpen(
          path: path, reason: "cannot create \(error.path ?? folder): \(error.reason)")
      }
    }
    let database: Database
    do {
      database =
        readOnly
        ? try ReadOnlyDatabase.open(path, busyTimeout: busyTimeout)
        : try Database(path: path, busyTimeout: busyTimeout)
    } catch let error as SQLiteError where !error.isCorruption {
      // A failed read or write (a full disk) is said as such, not as "disk I/O error".
      let failedIO = error.primaryCode == .ioError || error.primaryCode == .full
      throw .cannotOpen(
        path: path, reason: failedIO ? CourseStoreError.explanation(of: error) : error.message)
    } catch {
      throw CourseStoreError.wrapping(error, path: path)
    }
    self.database = database
    do {
      // The structure and schema checks read the whole file and build a scratch schema: a
      // file untouched since it last passed them is not checked again (`StoreCheckStamp`).
      let stamp = StoreCheckStamp(databasePath: path)
      let passedBefore = stamp.isCurrent()
      if !passedBefore {
        stamp.remove()
        let problems = try database.integrityCheck(maximumProblems: 1)
        if let first = problems.first {
          throw CourseStoreError.corrupt(path: path, detail: first)
        }
      }
      // A newer version's store is refused before anything, the journal mode included, changes.
      let known = Set(StoreSchema.migrations.map(\.id))
      let unknown = try Migrator(StoreSchema.migrations).recordedMigrations(in: database)
        .filter { !known.contains($0.id) }
      guard unknown.isEmpty else { throw MigrationError.unknownMigrations(unknown) }
      // A dropped table or a deleted migration record is found before migrating trips on it.
      if !passedBefore {
        let differences = try SchemaCheck.differences(
          in: database, migrations: StoreSchema.migrations)
        guard differences.isEmpty else {
          throw CourseStoreError.corrupt(path: path, detail: SchemaCheck.summary(differences))
        }
      }
      if readOnly {
        guard try Migrator(StoreSchema.migrations).pendingMigrations(in: database).isEmpty else {
          throw CourseStoreError.cannotOpen(
            path: path,
            reason: "it was made by an older version of Layoutlings and must be brought up to "
              + "date, which a workspace that cannot be written does not allow")
        }
        fuzzSeed = try Self.storedFuzzSeed(database)
      } else {
        try database.enableWAL()
        try Migrator(StoreSchema.migrations).migrate(database, now: now)
        fuzzSeed = try Self.loadFuzzSeed(database)
        // Not when this opening wrote (a migration, the first seed): the log then has content.
        if !passedBefore { stamp.record() }
      }
    } catch {
      throw CourseStoreError.wrapping(error, path: path)
    }
    do {
      scheduler = try Scheduler(parameters: .default, fuzzing: .on(seed: fuzzSeed))
    } catch {
      throw .database(path: path, message: "the review scheduler's parameters: \(error)")
    }
  }

  /// The install's fuzz seed, made once (the first process to ask wins).
  private static func loadFuzzSeed(_ database: Database) throws -> UInt64 {
    // Read first: a write transaction on every opening would wait for other processes' writes.
    let stored = try database.fetchValue(
      String.self, "SELECT value FROM setting WHERE key = 'fuzz_seed'")
    if stored != nil { return try storedFuzzSeed(database) }
    var generator = SystemRandomNumberGenerator()
    let candidate = String(generator.next())
    try database.transaction {
      try database.execute(
        "INSERT OR IGNORE INTO setting(key, value) VALUES ('fuzz_seed', ?)", arguments: [candidate])
    }
    return try storedFuzzSeed(database)
  }

  /// The install's fuzz seed as stored.
  private static func storedFuzzSeed(_ database: Database) throws -> UInt64 {
    let stored = try database.fetchValue(
      String.self, "SELECT value FROM setting WHERE key = 'fuzz_seed'")
    guard let stored, let seed = UInt64(stored) else {
      throw SQLiteError(
        code: .corrupt, message: "the fuzz seed setting is not a number: \(stored ?? "missing")")
    }
    return seed
  }

  // MARK: - Running work

  /// Runs `body`, turning every error into a `CourseStoreError`.
  func guarded<T>(_ body: () throws -> T) throws(CourseStoreError) -> T {
    do {
      return try body()
    } catch {
      throw CourseStoreError.wrapping(error, path: path)
    }
  }

  /// Runs `body` in one immediate transaction: all of its writes commit, or none do.
  func writing<T>(_ body: () throws -> T) throws(CourseStoreError) -> T {
    try guarded { try database.transaction(.immediate, body) }
  }

  /// Runs `body` in one read transaction, so its queries see one state of the store.
  func reading<T>(_ body: () throws -> T) throws(CourseStoreError) -> T {
    try guarded { try database.transaction(.deferred, body) }
  }

  // MARK: - Settings

  /// The setting called `key`, or nil when it was never set.
  public func setting(_ key: String) throws(CourseStoreError) -> String? {
    try guarded {
      try database.fetchValue(
        String.self, "SELECT value FROM setting WHERE key = ?", arguments: [key])
    }
  }

  /// Stores `value` as the setting called `key`.
  public func setSetting(_ key: String, to value: String) throws(CourseStoreError) {
    try writing {
      try database.execute(
        """
        INSERT INTO setting(key, value) VALUES (?, ?)
        ON CONFLICT(key) DO UPDATE SET value = excluded.value
        """,
        arguments: [key, value])
    }
  }

  /// Whether every table and index is intact (`PRAGMA quick_check`); the problems found, if any.
  public func integrityProblems() throws(CourseStoreError) -> [String] {
    try guarded { try database.integrityCheck() }
  }
}
