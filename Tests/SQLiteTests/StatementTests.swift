import Foundation
import SQLite
import Testing

private func lessons() throws -> Database {
  let db = try Database(.inMemory)
  try db.execute(
    """
    CREATE TABLE lesson(id INTEGER PRIMARY KEY, title TEXT NOT NULL, minutes REAL);
    INSERT INTO lesson(id, title, minutes) VALUES (1, 'Anchors', 12.5), (2, 'Margins', NULL),
      (3, 'Stack views', 20);
    """)
  return db
}

@Suite("Statements")
struct StatementTests {
  @Test func stepThroughRowsReadingColumnsByIndexAndName() throws {
    let db = try lessons()
    let statement = try db.prepare("SELECT id, title AS Name, minutes FROM lesson ORDER BY id")
    #expect(statement.columnCount == 3)
    #expect(statement.columnNames == ["id", "Name", "minutes"])
    var seen: [String] = []
    while try statement.step() {
      let id = try statement.column(Int.self, at: 0)
      let title = try statement.column(String.self, named: "name")
      let minutes = try statement.column(Double?.self, named: "MINUTES")
      seen.append("\(id) \(title) \(minutes.map { String($0) } ?? "-")")
    }
    #expect(seen == ["1 Anchors 12.5", "2 Margins -", "3 Stack views 20.0"])
    #expect(try statement.step() == true)  // runs again from the start after finishing
  }

  @Test func nextRowForEachRowFetchAllAndFetchOneAgree() throws {
    let db = try lessons()
    let statement = try db.prepare("SELECT title FROM lesson WHERE id >= ? ORDER BY id")
    try statement.bind(2, at: 1)
    var viaNextRow: [String] = []
    while let row = try statement.nextRow() {
      viaNextRow.append(try row.column(String.self, at: 0))
    }
    var viaForEach: [String] = []
    try statement.forEachRow(arguments: [2]) {
      viaForEach.append(try $0.column(String.self, at: 0))
    }
    let viaFetchAll = try statement.fetchAll(arguments: [2]).map {
      try $0.column(String.self, at: 0)
    }
    let first = try statement.fetchOne(arguments: [2])
    #expect(viaNextRow == ["Margins", "Stack views"])
    #expect(viaForEach == viaNextRow)
    #expect(viaFetchAll == viaNextRow)
    #expect(first?.values == [.text("Margins")])
    #expect(try statement.fetchOne(arguments: [9]) == nil)
  }

  @Test func resetRunsAgainWithTheSameBindingsAndClearBindingsSetsNull() throws {
    let db = try Database(.inMemory)
    let statement = try db.prepare("SELECT ?, ? IS NULL")
    try statement.bind("kept", at: 1)
    try statement.bind(5, at: 2)
    #expect(try statement.nextRow()?.values == [.text("kept"), .integer(0)])
    statement.reset()
    #expect(try statement.nextRow()?.values == [.text("kept"), .integer(0)])
    statement.reset()
    statement.clearBindings()
    #expect(try statement.nextRow()?.values == [.null, .integer(1)])
  }

  @Test func aReusedInsertStatement() throws {
    let db = try lessons()
    let insert = try db.prepare("INSERT INTO lesson(title) VALUES (?)")
    for title in ["Priorities", "Safe area"] {
      try insert.execute(arguments: [title])
    }
    #expect(db.lastInsertRowID == 5)
    #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM lesson") == 5)
  }

  @Test func readingWithoutACurrentRowIsAnError() throws {
    let db = try lessons()
    let statement = try db.prepare("SELECT id FROM lesson WHERE id = 99")
    #expect(try statement.step() == false)
    let error = try #require(throws: SQLiteError.self) { try statement.column(Int.self, at: 0) }
    #expect(error.code == .misuse)
    #expect(error.message == "no current row: step() has not returned a row")
  }

  @Test func badColumnIndexOrNameIsAnError() throws {
    let db = try lessons()
    let row = try #require(try db.fetchOne("SELECT id, title FROM lesson"))
    let index = try #require(throws: SQLiteError.self) { try row.value(at: 2) }
    #expect(index.code == .range)
    #expect(index.message == "column index 2 is out of range (the row has 2 column(s))")
    let name = try #require(throws: SQLiteError.self) { try row.value(named: "minutes") }
    #expect(name.message == "no column named minutes (the columns are id, title)")
    let statement = try db.prepare("SELECT id FROM lesson")
    try statement.step()
    #expect(throws: SQLiteError.self) { try statement.value(at: -1) }
  }

  @Test func prepareTakesExactlyOneStatement() throws {
    let db = try Database(.inMemory)
    let twoStatements = try #require(throws: SQLiteError.self) {
      try db.prepare("SELECT 1; SELECT 2")
    }
    #expect(twoStatements.code == .misuse)
    let empty = try #require(throws: SQLiteError.self) { try db.prepare("  -- nothing\n") }
    #expect(empty.message == "no SQL statement to prepare")
    // A trailing semicolon and comment are fine.
    #expect(try db.prepare("SELECT 1; -- done\n ").fetchOne()?.values == [.integer(1)])
  }

  @Test func fetchValueIsNilForNoRowAndForNull() throws {
    let db = try lessons()
    #expect(try db.fetchValue(Int.self, "SELECT id FROM lesson WHERE id = 99") == nil)
    #expect(try db.fetchValue(Double.self, "SELECT minutes FROM lesson WHERE id = 2") == nil)
    #expect(try db.fetchValue(Double.self, "SELECT minutes FROM lesson WHERE id = 3") == 20)
  }

  @Test func rowDescriptionAndIsReadOnly() throws {
    let db = try lessons()
    let row = try #require(try db.fetchOne("SELECT id, title, minutes FROM lesson WHERE id = 2"))
    #expect(row.description == "[id: 2, title: 'Margins', minutes: NULL]")
    #expect(try db.prepare("SELECT 1").isReadOnly)
    #expect(try !db.prepare("DELETE FROM lesson").isReadOnly)
  }
}
