import Foundation

/// A migration a store says it has applied: a row of its `schema_migrations` table.
public struct RecordedMigration: Sendable, Equatable {
  /// The migration's id.
  public let id: Int
  /// The name it was recorded with.
  public let name: String
  /// When it was applied, or nil if the stored time cannot be read.
  public let appliedAt: Date?

  /// Creates a record from its parts.
  public init(id: Int, name: String, appliedAt: Date?) {
    self.id = id
    self.name = name
    self.appliedAt = appliedAt
  }
}
