extension Database {
  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  ///
  ///     try db.transaction {
  ///       try db.execute("INSERT INTO attempt(exercise) VALUES (?)", arguments: [id])
  ///       try db.execute("UPDATE exercise SET attempts = attempts + 1 WHERE id = ?", arguments: [id])
  ///     }
  ///
  /// Inside an open transaction the call nests as a `SAVEPOINT`: a throwing inner body undoes
  /// only its own changes, and `kind` does not apply. Waiting for the write lock follows
  /// `busyTimeout` (see `Database`).
  ///
  /// This function `throws` rather than `rethrows` because beginning and committing can fail
  /// even when `body` cannot (a lock held past `busyTimeout`, a full disk, a deferred foreign-key
  /// violation found at commit).
  ///
  /// - Parameters:
  ///   - kind: how the outermost transaction takes its locks; `.immediate` unless given.
  ///   - body: the work; its result is returned.
  /// - Throws: the error `body` threw (after rolling back), or `SQLiteError` from BEGIN/COMMIT.
  @discardableResult
  public func transaction<T>(
    _ kind: TransactionKind = .immediate,
    _ body: () throws -> T
  ) throws -> T {
    if isInTransaction {
      return try inSavepoint(body)
    }
    try execute("BEGIN \(kind.rawValue) TRANSACTION")
    let result: T
    do {
      result = try body()
    } catch {
      rollBackIfOpen()
      throw error
    }
    do {
      // A COMMIT that meets a reader's lock (rollback-journal mode) may be retried as it is.
      try retryingOnLockContention(
        while: { self.isInTransaction },
        { try execute("COMMIT TRANSACTION") })
    } catch {
      rollBackIfOpen()
      throw error
    }
    return result
  }

  private func inSavepoint<T>(_ body: () throws -> T) throws -> T {
    savepointDepth += 1
    defer { savepointDepth -= 1 }
    let name = "nested_\(savepointDepth)"
    try execute("SAVEPOINT \(name)")
    do {
      let result = try body()
      try execute("RELEASE SAVEPOINT \(name)")
      return result
    } catch {
      // Some errors (a full disk, for one) roll the whole transaction back on their own.
      if isInTransaction {
        try? execute("ROLLBACK TRANSACTION TO SAVEPOINT \(name)")
        try? execute("RELEASE SAVEPOINT \(name)")
      }
      throw error
    }
  }

  /// Rolls back the open transaction, if SQLite has not already done so; the error that caused
  /// the rollback is the one worth reporting, so a failing ROLLBACK is not.
  private func rollBackIfOpen() {
    if isInTransaction {
      try? execute("ROLLBACK TRANSACTION")
    }
  }
}
