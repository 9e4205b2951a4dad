import Foundation
import SQLite
import TestSupport
import Testing

private struct Abandon: Error, Equatable {
  let reason: String
}

private func makeDatabase() throws -> Database {
  let db = try Database(.inMemory)
  try db.execute("CREATE TABLE item(id INTEGER PRIMARY KEY)")
  return db
}

private func ids(_ db: Database) throws -> [Int] {
  try db.fetchAll("SELECT id FROM item ORDER BY id").map { try $0.column(Int.self, at: 0) }
}

@Suite("Transactions")
struct TransactionTests {
  @Test(arguments: TransactionKind.allCases)
  func commitsWhenTheBodyReturns(kind: TransactionKind) throws {
    let db = try makeDatabase()
    let result = try db.transaction(kind) { () throws -> String in
      try db.execute("INSERT INTO item(id) VALUES (1), (2)")
      #expect(db.isInTransaction)
      return "done"
    }
    #expect(result == "done")
    #expect(!db.isInTransaction)
    #expect(try ids(db) == [1, 2])
  }

  @Test func committedRowsAreSeenByAnotherConnection() throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let writer = try Database(path: directory.path("store.sqlite"))
    try writer.execute("CREATE TABLE item(id INTEGER PRIMARY KEY)")
    try writer.transaction {
      try writer.execute("INSERT INTO item(id) VALUES (7)")
    }
    let reader = try Database(path: directory.path("store.sqlite"))
    #expect(try ids(reader) == [7])
  }

  @Test(arguments: TransactionKind.allCases)
  func rollsBackWhenTheBodyThrows(kind: TransactionKind) throws {
    let db = try makeDatabase()
    try db.execute("INSERT INTO item(id) VALUES (1)")
    #expect(throws: Abandon(reason: "changed my mind")) {
      try db.transaction(kind) {
        try db.execute("INSERT INTO item(id) VALUES (2)")
        try db.execute("DELETE FROM item WHERE id = 1")
        throw Abandon(reason: "changed my mind")
      }
    }
    #expect(!db.isInTransaction)
    #expect(try ids(db) == [1])
  }

  @Test func rollsBackWhenAStatementInTheBodyFails() throws {
    let db = try makeDatabase()
    let error = try #require(throws: SQLiteError.self) {
      try db.transaction {
        try db.execute("INSERT INTO item(id) VALUES (1)")
        try db.execute("INSERT INTO item(id) VALUES (1)")
      }
    }
    #expect(error.code == .constraintPrimaryKey)
    #expect(!db.isInTransaction)
    #expect(try ids(db) == [])
  }

  @Test func aFailedInnerTransactionUndoesOnlyItsOwnChanges() throws {
    let db = try makeDatabase()
    try db.transaction {
      try db.execute("INSERT INTO item(id) VALUES (1)")
      do {
        try db.transaction {
          try db.execute("INSERT INTO item(id) VALUES (2)")
          throw Abandon(reason: "inner")
        }
      } catch let error as Abandon {
        #expect(error.reason == "inner")
      }
      #expect(db.isInTransaction)
      try db.execute("INSERT INTO item(id) VALUES (3)")
    }
    #expect(try ids(db) == [1, 3])
  }

  @Test func aFailedOuterTransactionUndoesCommittedInnerOnes() throws {
    let db = try makeDatabase()
    #expect(throws: Abandon.self) {
      try db.transaction {
        try db.transaction {
          try db.execute("INSERT INTO item(id) VALUES (1)")
        }
        try db.transaction {
          try db.transaction {
            try db.execute("INSERT INTO item(id) VALUES (2)")
          }
        }
        throw Abandon(reason: "outer")
      }
    }
    #expect(try ids(db) == [])
  }

  @Test func threeLevelsOfNesting() throws {
    let db = try makeDatabase()
    try db.transaction {
      try db.execute("INSERT INTO item(id) VALUES (1)")
      try db.transaction {
        try db.execute("INSERT INTO item(id) VALUES (2)")
        try? db.transaction {
          try db.execute("INSERT INTO item(id) VALUES (3)")
          throw Abandon(reason: "deepest")
        }
        try db.execute("INSERT INTO item(id) VALUES (4)")
      }
      try? db.transaction {
        try db.execute("INSERT INTO item(id) VALUES (5)")
        try db.transaction {
          try db.execute("INSERT INTO item(id) VALUES (6)")
        }
        throw Abandon(reason: "second branch")
      }
    }
    #expect(try ids(db) == [1, 2, 4])
  }

  @Test func aTransactionInsideAManualBeginIsASavepoint() throws {
    let db = try makeDatabase()
    try db.execute("BEGIN")
    try? db.transaction {
      try db.execute("INSERT INTO item(id) VALUES (1)")
      throw Abandon(reason: "inner")
    }
    try db.transaction {
      try db.execute("INSERT INTO item(id) VALUES (2)")
    }
    #expect(db.isInTransaction)
    try db.execute("COMMIT")
    #expect(try ids(db) == [2])
  }

  @Test func aFailedCommitRollsBackAndThrows() throws {
    let db = try Database(.inMemory)
    try db.execute(
      """
      CREATE TABLE parent(id INTEGER PRIMARY KEY);
      CREATE TABLE child(
        id INTEGER PRIMARY KEY,
        parent INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED
      );
      """)
    let error = try #require(throws: SQLiteError.self) {
      try db.transaction {
        try db.execute("INSERT INTO child(id, parent) VALUES (1, 99)")
      }
    }
    #expect(error.code == .constraintForeignKey)
    #expect(error.message == "FOREIGN KEY constraint failed")
    #expect(error.sql == "COMMIT TRANSACTION")
    #expect(!db.isInTransaction)
    #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM child") == 0)
  }
}
