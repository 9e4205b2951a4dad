import Foundation
import SQLite
import Testing

// Expected texts were worked out with `date -u -d @<seconds>` (GNU coreutils), independently of
// this module.
@Suite("Dates are stored as ISO-8601 text in UTC with milliseconds")
struct DateBindingTests {
  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00.000Z"),
    (1_700_000_000.123, "2023-11-14T22:13:20.123Z"),
    (-1.0, "1969-12-31T23:59:59.000Z"),
    (-0.25, "1969-12-31T23:59:59.750Z"),
    (1_709_208_000.0, "2024-02-29T12:00:00.000Z"),
    (951_868_800.0, "2000-03-01T00:00:00.000Z"),
    (-2_203_891_201.0, "1900-02-28T23:59:59.000Z"),
    (-2_203_891_200.0, "1900-03-01T00:00:00.000Z"),
    (-62_135_596_800.0, "0001-01-01T00:00:00.000Z"),
    (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
  ])
  func writtenText(seconds: Double, text: String) throws {
    let value = Date(timeIntervalSince1970: seconds).sqliteValue
    #expect(value == .text(text))
    #expect(Date(sqliteValue: .text(text)) == Date(timeIntervalSince1970: seconds))
  }

  @Test func roundsToTheNearestMillisecond() {
    #expect(Date(timeIntervalSince1970: 10.0004).sqliteValue == .text("1970-01-01T00:00:10.000Z"))
    #expect(Date(timeIntervalSince1970: 10.0006).sqliteValue == .text("1970-01-01T00:00:10.001Z"))
  }

  @Test func roundTripThroughAColumn() throws {
    let db = try Database(.inMemory)
    try db.execute("CREATE TABLE t(at TEXT)")
    let date = Date(timeIntervalSince1970: 1_234_567_890.5)
    try db.execute("INSERT INTO t(at) VALUES (?)", arguments: [date])
    #expect(try db.fetchValue(Date.self, "SELECT at FROM t") == date)
  }

  @Test func sqliteReadsTheStoredText() throws {
    let db = try Database(.inMemory)
    let date = Date(timeIntervalSince1970: 1_700_000_000.123)
    let seconds = try db.fetchValue(String.self, "SELECT strftime('%s', ?)", arguments: [date])
    #expect(seconds == "1700000000")
    let fraction = try db.fetchValue(String.self, "SELECT strftime('%f', ?)", arguments: [date])
    #expect(fraction == "20.123")
  }

  @Test func readsSQLiteOwnFormatAsUTC() throws {
    let db = try Database(.inMemory)
    let text = try #require(
      try db.fetchValue(String.self, "SELECT datetime(1709208000, 'unixepoch')"))
    #expect(text == "2024-02-29 12:00:00")
    #expect(Date(sqliteValue: .text(text)) == Date(timeIntervalSince1970: 1_709_208_000))
  }

  @Test(arguments: [
    ("2024-02-29T13:30:00+01:30", 1_709_208_000.0),
    ("2024-02-29T10:00:00-02:00", 1_709_208_000.0),
    ("2024-02-29T12:00:00Z", 1_709_208_000.0),
    ("2024-02-29T12:00Z", 1_709_208_000.0),
    ("2024-02-29", 1_709_164_800.0),
    ("2024-02-29T12:00:00.5Z", 1_709_208_000.5),
    ("2024-02-29T12:00:00.250000Z", 1_709_208_000.25),
  ])
  func readsOffsetsAndShorterForms(text: String, seconds: Double) {
    #expect(Date(sqliteValue: .text(text)) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "", "yesterday", "2023-02-29T00:00:00Z", "2024-13-01", "2024-04-31", "2024-01-01T24:00:00Z",
    "2024-01-01T12:60:00Z", "2024-01-01T12:00:00.Z", "2024-01-01T12:00:00Zjunk", "24-01-01",
  ])
  func rejectsWhatIsNotADate(text: String) {
    #expect(Date(sqliteValue: .text(text)) == nil)
  }

  @Test func readsOnlyText() {
    #expect(Date(sqliteValue: .integer(1_700_000_000)) == nil)
    #expect(Date(sqliteValue: .null) == nil)
  }
}
