/// How SQLite keeps a transaction's changes safe until commit (`PRAGMA journal_mode`).
public enum JournalMode: String, Sendable, CaseIterable {
  /// Rollback journal, deleted at each commit (SQLite's default for files).
  case delete
  /// Rollback journal, truncated at each commit.
  case truncate
  /// Rollback journal, its header zeroed at each commit.
  case persist
  /// Rollback journal kept in memory (in-memory databases always use it).
  case memory
  /// Write-ahead log: readers do not block the writer, nor the writer the readers.
  case wal
  /// No journal: a crash mid-transaction can corrupt the file.
  case off
}
