extension Database {
  /// The `PRAGMA user_version` number stored in the database header (0 for a new database).
  public func userVersion() throws -> Int {
    try fetchValue(Int.self, "PRAGMA user_version") ?? 0
  }

  /// Stores `version` as `PRAGMA user_version`, a signed 32-bit number.
  ///
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) when `version` does not fit in 32 bits.
  public func setUserVersion(_ version: Int) throws {
    let sql = "PRAGMA user_version = \(version)"
    guard let stored = Int32(exactly: version) else {
      throw SQLiteError(
        code: .range, message: "user_version must fit in 32 bits, got \(version)", sql: sql)
    }
    try execute("PRAGMA user_version = \(stored)")
  }

  /// The journal mode of the main database.
  public func journalMode() throws -> JournalMode {
    let name = try fetchValue(String.self, "PRAGMA journal_mode") ?? ""
    guard let mode = JournalMode(rawValue: name.lowercased()) else {
      throw SQLiteError(
        code: .error, message: "unknown journal mode '\(name)'", sql: "PRAGMA journal_mode")
    }
    return mode
  }

  /// Asks for a journal mode and returns the one now in effect.
  ///
  /// SQLite may keep another mode: an in-memory database stays in `memory`, and leaving WAL
  /// needs the only connection to the file.
  @discardableResult
  public func setJournalMode(_ mode: JournalMode) throws -> JournalMode {
    let sql = "PRAGMA journal_mode = \(mode.rawValue.uppercased())"
    let name = try fetchValue(String.self, sql) ?? ""
    guard let result = JournalMode(rawValue: name.lowercased()) else {
      throw SQLiteError(code: .error, message: "unknown journal mode '\(name)'", sql: sql)
    }
    return result
  }

  /// Switches a file database to write-ahead logging (WAL), which persists in the file.
  ///
  /// Does nothing for an in-memory database, which cannot use WAL.
  /// - Throws: `SQLiteError` when a file database keeps another journal mode.
  public func enableWAL() throws {
    guard !isInMemory else {
      return
    }
    let mode = try setJournalMode(.wal)
    guard mode == .wal else {
      throw SQLiteError(
        code: .error,
        message: "the database stayed in journal mode '\(mode.rawValue)' instead of 'wal'",
        sql: "PRAGMA journal_mode = WAL")
    }
  }
}
