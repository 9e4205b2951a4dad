// A child process for the crash-safety tests of the SQLite module.
//
//   SQLiteTortureProbe <database path> <journal mode> <number of commits>
//
// It commits the given number of rows, one transaction each, printing "committed <i>" after each
// commit. Then it opens one long transaction that deletes those rows and inserts many more,
// enough to spill uncommitted pages to the journal or the WAL, prints "inside transaction" and
// sleeps so that the test can kill it there. It exits with status 3 if it is not killed within
// 30 seconds, and with status 1 on any error.
import Foundation
import SQLite

/// Writes one line straight to standard output (no buffer to flush), so the parent reads it
/// before this process is killed.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let journalMode = JournalMode(rawValue: arguments[2]),
  let commitCount = Int(arguments[3]), commitCount >= 1
else {
  FileHandle.standardError.write(
    Data("usage: SQLiteTortureProbe <database path> <journal mode> <number of commits>\n".utf8))
  exit(64)
}

do {
  let database = try Database(path: arguments[1])
  guard try database.setJournalMode(journalMode) == journalMode else {
    throw SQLiteError(code: .error, message: "could not switch to \(journalMode)")
  }
  // A small page cache makes the long transaction write pages out before it commits.
  try database.execute("PRAGMA cache_size = 16")
  try database.execute(
    """
    CREATE TABLE IF NOT EXISTS probe_row (
      id INTEGER PRIMARY KEY,
      batch TEXT NOT NULL,
      payload BLOB NOT NULL
    )
    """)
  let insert = try database.prepare("INSERT INTO probe_row(id, batch, payload) VALUES (?, ?, ?)")
  for number in 1...commitCount {
    try database.transaction {
      try insert.execute(arguments: [number, "committed", Data(repeating: 0xC0, count: 256)])
    }
    report("committed \(number)")
  }
  try database.transaction {
    try database.execute("DELETE FROM probe_row WHERE batch = 'committed'")
    for number in 1...3000 {
      let id = commitCount + number
      try insert.execute(arguments: [id, "uncommitted", Data(repeating: 0xEE, count: 1024)])
    }
    report("inside transaction")
    Thread.sleep(forTimeInterval: 30)
  }
  report("not killed")
  exit(3)
} catch {
  FileHandle.standardError.write(Data("SQLiteTortureProbe: \(error)\n".utf8))
  exit(1)
}
