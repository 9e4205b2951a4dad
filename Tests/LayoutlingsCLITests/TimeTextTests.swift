import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("Times as commands print them")
struct TimeTextTests {
  @Test("ISO-8601 in UTC, to the second")
  func iso8601() {
    #expect(TimeText.iso8601(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    // 2024-02-29: 19782 days after 1970-01-01 (54 years with 13 leap days, then 59 days).
    #expect(
      TimeText.iso8601(Date(timeIntervalSince1970: 19782 * 86_400 + 23 * 3_600 + 59 * 60 + 59.9))
        == "2024-02-29T23:59:59Z")
    #expect(TimeText.iso8601(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
  }

  @Test("waits in words")
  func relative() {
    #expect(TimeText.relative(10) == "now")
    #expect(TimeText.relative(60) == "in 1 minute")
    #expect(TimeText.relative(600) == "in 10 minutes")
    #expect(TimeText.relative(330) == "in 6 minutes")  // 5.5 rounds up.
    // What a rating scheduled is said as the prompt counted it.
    #expect(TimeText.scheduled(330) == "in 5.5 minutes")
    #expect(TimeText.scheduled(60) == "in 1 minute")
    #expect(TimeText.scheduled(600) == "in 10 minutes")
    #expect(TimeText.scheduled(86_400 * 3) == "in 3 days")
    #expect(TimeText.relative(2 * 3_600) == "in 2 hours")
    #expect(TimeText.relative(8 * 86_400) == "in 8 days")
    #expect(TimeText.relative(-3 * 86_400) == "3 days ago")
  }
}
