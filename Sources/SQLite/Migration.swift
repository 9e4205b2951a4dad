/// One numbered step of a database schema's history.
///
/// A migration's `id` must never be reused for something else once released: stores remember
/// the ids they have applied.
public struct Migration: Sendable, Identifiable {
  /// The position in the history (1, 2, 3, …); ids need not be contiguous but must be unique.
  public let id: Int
  /// A short human name, recorded with the id (`"create lesson tables"`).
  public let name: String
  let body: @Sendable (Database) throws -> Void

  /// A migration that runs `body` on the database, inside the migration's transaction.
  ///
  /// `body` may not begin or commit transactions itself (nested `transaction` calls are fine),
  /// nor change `PRAGMA foreign_keys`, which has no effect inside a transaction.
  public init(id: Int, name: String, _ body: @escaping @Sendable (Database) throws -> Void) {
    self.id = id
    self.name = name
    self.body = body
  }

  /// A migration that runs an SQL script (see `Database.execute(_:)`) without BEGIN or COMMIT.
  public init(id: Int, name: String, sql: String) {
    self.init(id: id, name: name) { database in
      try database.execute(sql)
    }
  }
}
