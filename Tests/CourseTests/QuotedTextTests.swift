import Course
import Testing

/// How a message quotes what the learner typed.
@Suite("Quoted text")
struct QuotedTextTests {
  @Test("short text is quoted whole; quotes, tabs and newlines become escapes")
  func shortText() {
    #expect(QuotedText.quoted("center-a-box") == "\"center-a-box\"")
    #expect(QuotedText.quoted("a\"b\tc\n") == "\"a\\\"b\\tc\\n\"")
  }

  @Test("control characters are written as \\u{…}, never as themselves")
  func controlCharacters() {
    #expect(QuotedText.quoted("\u{1B}[31mred\u{7}") == "\"\\u{1B}[31mred\\u{7}\"")
    #expect(QuotedText.quoted("\u{9B}2J") == "\"\\u{9B}2J\"")
  }

  @Test("past 80 characters the rest is counted, not shown")
  func longText() {
    let text = String(repeating: "ab", count: 50)
    #expect(
      QuotedText.quoted(text)
        == "\"" + String(repeating: "ab", count: 40) + "…\" (20 more characters)")
    #expect(QuotedText.quoted(String(repeating: "a", count: 80)).count == 82)
  }
}
