import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("ISO-8601 timestamps")
struct ISO8601TimestampTests {
  // Seconds since 1970 worked out by hand: 2025-01-01 is day 20,089 (2024 * 365 + 506 - 20 + 5
  // days from 0001-01-01, minus 719,162), so 2025-01-01T00:00:00Z is 1,735,689,600.
  @Test(arguments: [
    ("2025-01-01T09:00:00Z", 1_735_722_000.0),
    ("2025-01-01t09:00:00z", 1_735_722_000),
    ("2025-01-01T09:00Z", 1_735_722_000),
    ("2025-01-01T09:00:00+02:00", 1_735_714_800),
    ("2025-01-01T09:00:00+0200", 1_735_714_800),
    ("2025-01-01T09:00:00+02", 1_735_714_800),
    ("2025-01-01T01:00:00+02:00", 1_735_686_000),
    ("2025-01-01T09:00:00.25Z", 1_735_722_000.25),
    ("2025-01-01T09:00:00,5Z", 1_735_722_000.5),
    ("2024-02-29T12:00:00-05:30", 1_709_227_800),
    ("1970-01-01T00:00:00Z", 0),
    ("1969-12-31T23:59:59Z", -1),
    ("2000-03-01T00:00:00Z", 951_868_800),
  ])
  func validDateTimes(text: String, seconds: Double) throws {
    let date = try #require(ISO8601Timestamp.date(from: text))
    #expect(date.timeIntervalSince1970 == seconds)
  }

  @Test(arguments: [
    "", "tomorrow", "2025-01-01", "2025-01-01T09:00:00", "2025-01-01 09:00:00Z",
    "2025-13-01T09:00:00Z", "2025-00-10T09:00:00Z", "2025-01-32T09:00:00Z", "2023-02-29T09:00:00Z",
    "1900-02-29T00:00:00Z", "2025-04-31T00:00:00Z", "2025-01-01T24:00:00Z", "2025-01-01T09:60:00Z",
    "2025-01-01T09:00:60Z", "2025-01-01T09:00:00+2:00", "2025-01-01T09:00:00+24:00",
    "2025-01-01T09:00:00+02:60", "2025-01-01T09:00:00Zjunk", "2025-01-01T09:00:00.Z",
    "25-01-01T09:00:00Z", "2025-1-01T09:00:00Z", "0000-01-01T00:00:00Z", "2025-01-01T9:00:00Z",
  ])
  func invalidDateTimes(text: String) {
    #expect(ISO8601Timestamp.date(from: text) == nil)
  }

  @Test func leapYearsFollowTheGregorianRule() {
    #expect(ISO8601Timestamp.daysIn(month: 2, year: 2024) == 29)
    #expect(ISO8601Timestamp.daysIn(month: 2, year: 2000) == 29)
    #expect(ISO8601Timestamp.daysIn(month: 2, year: 1900) == 28)
    #expect(ISO8601Timestamp.daysIn(month: 2, year: 2025) == 28)
    #expect(ISO8601Timestamp.daysIn(month: 9, year: 2025) == 30)
  }

  @Test func daysSince1970() {
    #expect(ISO8601Timestamp.daysSince1970(year: 1970, month: 1, day: 1) == 0)
    #expect(ISO8601Timestamp.daysSince1970(year: 1969, month: 12, day: 31) == -1)
    // 2000-01-01T00:00:00Z is 946,684,800 s = 10,957 days.
    #expect(ISO8601Timestamp.daysSince1970(year: 2000, month: 1, day: 1) == 10_957)
    #expect(ISO8601Timestamp.daysSince1970(year: 2025, month: 1, day: 1) == 20_089)
  }
}
