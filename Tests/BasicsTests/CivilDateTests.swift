import Basics
import Testing

@Suite struct CivilDateTests {
  @Test func leapYearsFollowTheGregorianRule() {
    #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
    #expect(CivilDate.daysIn(month: 2, year: 2000) == 29)
    #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
    #expect(CivilDate.daysIn(month: 2, year: 2025) == 28)
    #expect(CivilDate.daysIn(month: 9, year: 2025) == 30)
    #expect(CivilDate.daysIn(month: 12, year: 2025) == 31)
  }

  @Test func daysSince1970() {
    #expect(CivilDate(year: 1970, month: 1, day: 1).daysSince1970 == 0)
    #expect(CivilDate(year: 1969, month: 12, day: 31).daysSince1970 == -1)
    // 2000-01-01T00:00:00Z is 946,684,800 s = 10,957 days.
    #expect(CivilDate(year: 2000, month: 1, day: 1).daysSince1970 == 10_957)
    #expect(CivilDate(year: 2025, month: 1, day: 1).daysSince1970 == 20_089)
    // 1 March 2024 follows the leap day: 2024-01-01 is 19,723, plus 31 + 29.
    #expect(CivilDate(year: 2024, month: 3, day: 1).daysSince1970 == 19_723 + 60)
    // 0001-01-01 is 719,162 days before 1970-01-01.
    #expect(CivilDate(year: 1, month: 1, day: 1).daysSince1970 == -719_162)
  }

  @Test func daysBackToDatesOnEitherSideOfTheEpochAndOfEras() {
    #expect(CivilDate(daysSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
    #expect(CivilDate(daysSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
    #expect(CivilDate(daysSince1970: 19_723 + 59) == CivilDate(year: 2024, month: 2, day: 29))
    #expect(CivilDate(daysSince1970: -719_162) == CivilDate(year: 1, month: 1, day: 1))
    // Every day of 1600 to 2400 (two 400-year eras, leap centuries and not) goes there and back.
    var expected = CivilDate(year: 1600, month: 1, day: 1)
    for days in expected.daysSince1970..<CivilDate(year: 2400, month: 3, day: 1).daysSince1970 {
      let date = CivilDate(daysSince1970: days)
      #expect(date == expected)
      if date != expected { break }
      #expect(date.daysSince1970 == days)
      expected.day += 1
      if expected.day > CivilDate.daysIn(month: expected.month, year: expected.year) {
        (expected.day, expected.month) = (1, expected.month + 1)
        if expected.month > 12 { (expected.month, expected.year) = (1, expected.year + 1) }
      }
    }
  }

  @Test func validity() {
    #expect(CivilDate(year: 2024, month: 2, day: 29).isValid)
    #expect(!CivilDate(year: 2025, month: 2, day: 29).isValid)
    #expect(!CivilDate(year: 2025, month: 4, day: 31).isValid)
    #expect(!CivilDate(year: 2025, month: 13, day: 1).isValid)
    #expect(!CivilDate(year: 2025, month: 1, day: 0).isValid)
  }

  @Test func text() {
    #expect(CivilDate(year: 2025, month: 3, day: 7).text == "2025-03-07")
    #expect(CivilDate(year: 33, month: 12, day: 31).text == "0033-12-31")
    #expect(CivilDate(year: -44, month: 3, day: 15).text == "-0044-03-15")
  }
}
