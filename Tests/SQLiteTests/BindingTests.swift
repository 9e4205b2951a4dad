import Basics
import Foundation
import SQLite
import Testing

/// Stores `value` in a column without type affinity and reads it back, with `typeof()`.
private func roundTrip<T: SQLiteValueConvertible>(_ value: T) throws -> (value: T, type: String) {
  let db = try Database(.inMemory)
  try db.execute("CREATE TABLE t(v)")
  let insert = try db.prepare("INSERT INTO t(v) VALUES (?)")
  try insert.bind(value, at: 1)
  try insert.execute()
  let row = try #require(try db.fetchOne("SELECT v, typeof(v) FROM t"))
  return (try row.column(T.self, at: 0), try row.column(String.self, at: 1))
}

@Suite("Bindings round-trip")
struct BindingTests {
  @Test(arguments: [0, 1, -1, 42, Int.max, Int.min])
  func int(_ value: Int) throws {
    let result = try roundTrip(value)
    #expect(result.value == value)
    #expect(result.type == "integer")
  }

  @Test(arguments: [Int64.max, Int64.min, (1 << 53) + 1, -(1 << 62) - 7] as [Int64])
  func int64KeepsEveryBit(_ value: Int64) throws {
    let result = try roundTrip(value)
    #expect(result.value == value)
    #expect(result.type == "integer")
  }

  @Test(arguments: [
    0.1, -2.5e300, Double.leastNonzeroMagnitude, Double.infinity, -Double.infinity, 123456.789,
  ])
  func double(_ value: Double) throws {
    let result = try roundTrip(value)
    #expect(result.value == value)
    #expect(result.type == "real")
  }

  @Test func nanIsStoredAsNullBySQLite() throws {
    let result = try roundTrip(Double?.some(.nan))
    #expect(result.value == nil)
    #expect(result.type == "null")
  }

  @Test(arguments: ["", "hello", "Grüße, 🌍! 日本語", "e\u{301} vs é", "it's \"quoted\""])
  func string(_ value: String) throws {
    let result = try roundTrip(value)
    #expect(result.value == value)
    #expect(result.type == "text")
  }

  @Test func stringWithEmbeddedNULKeepsEveryByte() throws {
    let value = "a\u{0}b\u{0}"
    let db = try Database(.inMemory)
    try db.execute("CREATE TABLE t(v)")
    try db.execute("INSERT INTO t(v) VALUES (?)", arguments: [value])
    let row = try #require(try db.fetchOne("SELECT v, length(CAST(v AS BLOB)) FROM t"))
    #expect(try row.column(String.self, at: 0) == value)
    #expect(try row.column(Int.self, at: 1) == 4)
  }

  @Test func dataWithEmbeddedNULs() throws {
    let value = Data([0, 0, 1, 0, 255, 0])
    let result = try roundTrip(value)
    #expect(result.value == value)
    #expect(result.type == "blob")
  }

  @Test func emptyDataStaysAnEmptyBlobNotNull() throws {
    let result = try roundTrip(Data())
    #expect(result.value == Data())
    #expect(result.type == "blob")
  }

  @Test func largeBlob() throws {
    var generator = SplitMix64(seed: 7)
    let value = Data((0..<200_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    let result = try roundTrip(value)
    #expect(result.value == value)
  }

  @Test func byteArray() throws {
    let value: [UInt8] = [0, 1, 2, 0, 254, 255]
    let result = try roundTrip(value)
    #expect(result.value == value)
    #expect(result.type == "blob")
    #expect(try roundTrip([UInt8]()).value == [])
  }

  @Test func bool() throws {
    let yes = try roundTrip(true)
    let no = try roundTrip(false)
    #expect(yes.value == true)
    #expect(no.value == false)
    #expect(yes.type == "integer")
    let db = try Database(.inMemory)
    let stored = try #require(try db.fetchOne("SELECT 1, 0, 7"))
    #expect(stored.values == [.integer(1), .integer(0), .integer(7)])
    #expect(try stored.column(Bool.self, at: 2) == true)
  }

  @Test func nilIsNull() throws {
    let result = try roundTrip(Int?.none)
    #expect(result.value == nil)
    #expect(result.type == "null")
    let present = try roundTrip(Int?.some(5))
    #expect(present.value == 5)
  }

  @Test func nullDoesNotReadAsANonOptional() throws {
    let db = try Database(.inMemory)
    let row = try #require(try db.fetchOne("SELECT NULL AS missing"))
    let error = try #require(throws: SQLiteError.self) { try row.column(Int.self, at: 0) }
    #expect(error.code == .mismatch)
    #expect(error.message == "column 0 (missing) holds NULL, which cannot be read as Int")
  }

  @Test func sqliteValueItself() throws {
    let values: [SQLiteValue] = [.null, .integer(-3), .real(2.5), .text("x"), .blob(Data([9]))]
    for value in values {
      #expect(try roundTrip(value).value == value)
    }
  }

  @Test func everyTypeInOneStatementByPosition() throws {
    let db = try Database(.inMemory)
    let date = Date(timeIntervalSince1970: 1_700_000_000.123)
    let arguments: StatementArguments = [1, Int64(2), 3.5, "four", Data([5]), true, nil, date]
    let row = try #require(try db.fetchOne("SELECT ?, ?, ?, ?, ?, ?, ?, ?", arguments: arguments))
    #expect(
      row.values == [
        .integer(1), .integer(2), .real(3.5), .text("four"), .blob(Data([5])), .integer(1),
        .null, .text("2023-11-14T22:13:20.123Z"),
      ])
  }
}

@Suite("Named parameters")
struct NamedParameterTests {
  @Test func everyPrefixAndBareNames() throws {
    let db = try Database(.inMemory)
    let statement = try db.prepare("SELECT :a, @b, $c, :a")
    #expect(statement.parameterCount == 3)
    #expect(statement.parameterNames == [":a", "@b", "$c"])
    try statement.bind(1, named: ":a")
    try statement.bind("two", named: "b")
    try statement.bind(nil, named: "$c")
    let row = try #require(try statement.nextRow())
    #expect(row.values == [.integer(1), .text("two"), .null, .integer(1)])
  }

  @Test func dictionaryLiteralArguments() throws {
    let db = try Database(.inMemory)
    let row = try #require(
      try db.fetchOne("SELECT :x + :y, :label", arguments: [":y": 2, "x": 40, "label": "sum"]))
    #expect(row.values == [.integer(42), .text("sum")])
  }

  @Test func unknownNameIsAnError() throws {
    let db = try Database(.inMemory)
    let error = try #require(throws: SQLiteError.self) {
      try db.fetchOne("SELECT :a", arguments: [":b": 1])
    }
    #expect(error.code == .range)
    #expect(error.message == "no parameter named :b (the statement has :a)")
    #expect(error.sql == "SELECT :a")
  }

  @Test func forgottenNameIsAnError() throws {
    let db = try Database(.inMemory)
    let error = try #require(throws: SQLiteError.self) {
      try db.fetchOne("SELECT :a, :b", arguments: [":a": 1])
    }
    #expect(error.code == .range)
    #expect(error.message == "no value for parameter 2 (:b)")
  }

  @Test func wrongPositionalCountIsAnError() throws {
    let db = try Database(.inMemory)
    let error = try #require(throws: SQLiteError.self) {
      try db.fetchOne("SELECT ?, ?", arguments: [1, 2, 3])
    }
    #expect(error.code == .range)
    #expect(error.message == "expected 2 argument(s), got 3")
  }

  @Test func indexOutOfRangeIsAnError() throws {
    let db = try Database(.inMemory)
    let statement = try db.prepare("SELECT ?")
    let error = try #require(throws: SQLiteError.self) { try statement.bind(1, at: 2) }
    #expect(error.code == .range)
    #expect(throws: SQLiteError.self) { try statement.bind(1, at: 0) }
  }
}
