import Foundation
import SQLite
import TestSupport
import Testing

/// Collects messages from several threads.
private final class MessageLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ message: String) {
    lock.withLock { storage.append(message) }
  }

  var messages: [String] {
    lock.withLock { storage }
  }
}

/// Runs `body` on a new thread for each index and waits until all have finished.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.start()
  }
  group.wait()
}

@Suite("Several connections on one file")
struct LockContentionTests {
  @Test(arguments: [JournalMode.wal, .delete])
  func concurrentWritersLoseNoRows(mode: JournalMode) throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    do {
      let setup = try Database(path: path)
      #expect(try setup.setJournalMode(mode) == mode)
      try setup.execute(
        """
        CREATE TABLE entry(
          writer INTEGER NOT NULL, round INTEGER NOT NULL, part INTEGER NOT NULL,
          UNIQUE (writer, round, part)
        )
        """)
    }
    let writers = 2
    let rounds = 50
    let parts = 20
    let failures = MessageLog()
    let finishedWriters = MessageLog()
    // Two writers and one reader, each with its own connection on its own thread.
    onThreads(writers + 1) { index in
      do {
        let db = try Database(path: path)
        try db.execute("PRAGMA synchronous = NORMAL")
        if index == writers {
          while finishedWriters.messages.count < writers {
            _ = try db.fetchValue(Int.self, "SELECT count(*) FROM entry")
          }
          return
        }
        let insert = try db.prepare("INSERT INTO entry(writer, round, part) VALUES (?, ?, ?)")
        for round in 0..<rounds {
          try db.transaction {
            for part in 0..<parts {
              try insert.execute(arguments: [index, round, part])
            }
          }
        }
      } catch {
        failures.append("connection \(index): \(error)")
      }
      if index < writers {
        finishedWriters.append("writer \(index)")
      }
    }
    #expect(failures.messages == [])
    let db = try Database(path: path)
    #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM entry") == writers * rounds * parts)
    let perWriter = try db.fetchAll("SELECT writer, count(*) FROM entry GROUP BY writer ORDER BY 1")
    #expect(
      perWriter.map(\.values) == [[.integer(0), .integer(1000)], [.integer(1), .integer(1000)]])
  }

  @Test func aWriterWaitsForALockHeldForAShortTime() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    let holder = try Database(path: path)
    try holder.enableWAL()
    try holder.execute("CREATE TABLE entry(name TEXT)")
    try holder.execute("BEGIN IMMEDIATE")
    try holder.execute("INSERT INTO entry(name) VALUES ('holder')")

    let failures = MessageLog()
    let waiterStarted = DispatchSemaphore(value: 0)
    let waiterDone = DispatchSemaphore(value: 0)
    Thread {
      do {
        let waiter = try Database(path: path)
        waiterStarted.signal()
        try waiter.transaction {
          try waiter.execute("INSERT INTO entry(name) VALUES ('waiter')")
        }
      } catch {
        failures.append("\(error)")
      }
      waiterDone.signal()
    }.start()
    waiterStarted.wait()
    // Keep the lock a little while so that the waiter has to wait for it.
    Thread.sleep(forTimeInterval: 0.2)
    try holder.execute("COMMIT")
    waiterDone.wait()

    #expect(failures.messages == [])
    let names = try holder.fetchAll("SELECT name FROM entry ORDER BY rowid")
    #expect(names.map(\.values) == [[.text("holder")], [.text("waiter")]])
  }

  @Test func aLockHeldLongerThanTheBusyTimeoutIsReportedAsBusy() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    let holder = try Database(path: path)
    try holder.enableWAL()
    try holder.execute("CREATE TABLE entry(name TEXT)")
    try holder.execute("BEGIN IMMEDIATE")

    let impatient = try Database(path: path)
    impatient.busyTimeout = .zero
    let error = try #require(throws: SQLiteError.self) {
      try impatient.transaction {
        try impatient.execute("INSERT INTO entry(name) VALUES ('impatient')")
      }
    }
    #expect(error.primaryCode == .busy)
    #expect(error.isLockContention)
    #expect(error.sql == "BEGIN IMMEDIATE TRANSACTION")
    #expect(!impatient.isInTransaction)

    try holder.execute("COMMIT")
    impatient.busyTimeout = .seconds(5)
    try impatient.transaction {
      try impatient.execute("INSERT INTO entry(name) VALUES ('patient')")
    }
    #expect(try holder.fetchValue(Int.self, "SELECT count(*) FROM entry") == 1)
  }
}
