import Course
import Foundation
import Testing

@Suite("UTC days")
struct UTCDayTests {
  @Test("dates to days and text")
  func days() {
    #expect(UTCDay(Date(timeIntervalSince1970: 0)).text == "1970-01-01")
    #expect(UTCDay(Date(timeIntervalSince1970: -1)).text == "1969-12-31")
    // 2025-01-01 is day 20089, a Wednesday.
    let newYear = UTCDay(ReportHistory.newYear)
    #expect(newYear.index == 20089)
    #expect(newYear.text == "2025-01-01")
    #expect(newYear.weekday == 2)
    #expect(UTCDay(ReportHistory.newYear.addingTimeInterval(86_399)).index == 20089)
    // 2024 is a leap year: Feb 29 is 307 days before Jan 1 2025.
    #expect(newYear.advanced(by: -307).text == "2024-02-29")
    #expect(newYear.advanced(by: -1).text == "2024-12-31")
    #expect(UTCDay(index: 11016).text == "2000-02-29")
  }

  @Test("report timestamps and durations")
  func text() {
    #expect(ReportText.timestamp(ReportHistory.at(day: 0, 9, 25)) == "2025-01-01T09:25:00Z")
    #expect(ReportText.shortTime(ReportHistory.at(day: 0, 9, 25)) == "2025-01-01 09:25")
    #expect(ReportText.timestamp(nil) == "")
    #expect(ReportText.duration(45) == "45 s")
    #expect(ReportText.duration(1500) == "25 min")
    #expect(ReportText.duration(3 * 3600 + 5 * 60) == "3 h 5 min")
    #expect(ReportText.duration(2 * 86_400 + 4 * 3600) == "2 d 4 h")
    // Rounded down, as `list` shows scores: only a full score is 100%.
    #expect(ReportText.percent(2.0 / 3.0) == "66%")
    #expect(ReportText.percent(0.995) == "99%")
    #expect(ReportText.percent(0.29) == "29%")
    #expect(ReportText.percent(1) == "100%")
  }
}
