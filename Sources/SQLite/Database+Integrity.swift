extension Database {
  /// Checks the database structure with `PRAGMA quick_check` and returns the problems found,
  /// one per line of SQLite's report (`Page 3: btreeInitPage() returns error code 11`).
  ///
  /// An empty array means the check passed. A file too damaged to check at all throws instead.
  /// - Parameter maximumProblems: how many problems SQLite reports at most.
  /// - Throws: `SQLiteError`, whose `isCorruption` is true when the file is damaged or is not a
  ///   database.
  public func integrityCheck(maximumProblems: Int = 100) throws -> [String] {
    let rows = try fetchAll("PRAGMA quick_check(\(max(1, maximumProblems)))")
    let messages = try rows.map { try $0.column(String.self, at: 0) }
    if messages == ["ok"] {
      return []
    }
    // SQLite may put several problems in one row, under a "*** in database main ***" heading.
    let lines = messages.flatMap { $0.split(separator: "\n").map(String.init) }
    return lines.filter { !$0.hasPrefix("*** in database ") }
  }

  /// Whether `error` means that a store is damaged or is not a database at all
  /// (`SQLITE_CORRUPT`, `SQLITE_NOTADB`), as opposed to being locked, missing or read-only.
  ///
  /// Looks through `MigrationError.migrationFailed` to the error underneath.
  public static func isCorruption(_ error: any Error) -> Bool {
    switch error {
    case let error as SQLiteError:
      return error.isCorruption
    case MigrationError.migrationFailed(_, _, let underlying):
      return isCorruption(underlying)
    default:
      return false
    }
  }
}
