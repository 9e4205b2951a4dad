import Foundation
import Testing

/// The fixture's own date parser agrees with Foundation's ISO 8601 parser.
@Suite("Fixture dates")
struct GoldenDateTests {
  @Test(
    "timestamps parse to the same instant as with ISO8601DateFormatter",
    arguments: [
      "1970-01-01T00:00:00Z", "2025-01-01T09:00:00Z", "2024-02-29T23:59:59Z",
      "2025-03-01T00:00:01Z", "2100-03-01T12:00:00Z", "2996-11-25T20:50:37Z",
    ])
  func agreesWithFoundation(text: String) throws {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    let expected = try #require(formatter.date(from: text))
    #expect(GoldenDate.parse(text) == expected)
  }

  @Test(
    "other shapes are refused", arguments: ["2025-01-01 09:00:00Z", "2025-13-01T09:00:00Z", ""])
  func refusesOtherShapes(text: String) {
    #expect(GoldenDate.parse(text) == nil)
  }
}
