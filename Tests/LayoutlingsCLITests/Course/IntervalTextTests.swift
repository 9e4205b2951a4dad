import Testing

@testable import LayoutlingsCLI

@Suite("Rating prompt intervals")
struct IntervalTextTests {
  @Test(
    "waits in the largest readable unit",
    arguments: [
      (0.0, "1 min"), (60, "1 min"), (330, "5.5 min"), (300, "5 min"), (597, "10 min"),
      (600, "10 min"), (3_599, "60 min"),
      (3_600, "1 h"), (5 * 3_600, "5 h"), (86_400, "1 day"), (8 * 86_400, "8 days"),
      (29 * 86_400, "29 days"), (30 * 86_400, "1 month"), (45 * 86_400, "1.5 months"),
      (365 * 86_400, "1 year"), (730 * 86_400, "2 years"), (400 * 86_400, "1.1 years"),
    ] as [(Double, String)])
  func short(seconds: Double, text: String) {
    #expect(IntervalText.short(seconds) == text)
  }
}
