/// How a transaction takes its locks when it begins (`BEGIN DEFERRED|IMMEDIATE|EXCLUSIVE`).
public enum TransactionKind: String, Sendable, CaseIterable {
  /// Takes no lock until the first read or write. A deferred transaction that reads, then writes
  /// after another connection wrote, fails with `SQLITE_BUSY_SNAPSHOT`: use it for reading only.
  case deferred = "DEFERRED"
  /// Takes the write lock at once, waiting for it if needed: the right kind for writers.
  case immediate = "IMMEDIATE"
  /// Like `immediate`; in rollback-journal mode it also keeps readers out.
  case exclusive = "EXCLUSIVE"
}
