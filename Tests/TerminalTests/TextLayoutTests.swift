import Testing

@testable import Terminal

@Suite("Wrapping, padding and truncation")
struct TextLayoutTests {
  @Test("words fill lines greedily up to the width")
  func greedy() {
    #expect(TextLayout.wrap("the quick brown fox", toWidth: 10) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("the quick brown fox", toWidth: 9) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("the quick brown fox", toWidth: 8) == ["the", "quick", "brown", "fox"])
  }

  @Test("a word longer than the width starts a new line and is cut")
  func longWord() {
    #expect(TextLayout.wrap("a abcdefghijkl b", toWidth: 5) == ["a", "abcde", "fghij", "kl b"])
  }

  @Test("runs of spaces collapse and edges are trimmed")
  func spaces() {
    #expect(TextLayout.wrap("  one   two\tthree  ", toWidth: 20) == ["one two three"])
  }

  @Test("newlines are kept, including empty lines")
  func newlines() {
    #expect(TextLayout.wrap("a\n\nb", toWidth: 5) == ["a", "", "b"])
    #expect(TextLayout.wrap("", toWidth: 5) == [""])
  }

  @Test("a width below one behaves as one")
  func tinyWidth() {
    #expect(TextLayout.wrap("ab", toWidth: 0) == ["a", "b"])
  }

  @Test("wide characters never straddle a line break")
  func wideCharacters() {
    #expect(TextLayout.wrap("日本語", toWidth: 5) == ["日本", "語"])
  }

  @Test("a style on at a break is closed and re-opened")
  func styleCarriedOver() {
    let text = "\u{1B}[1mbold words here\u{1B}[0m"
    #expect(
      TextLayout.wrap(text, toWidth: 10) == [
        "\u{1B}[1mbold words\u{1B}[0m",
        "\u{1B}[1mhere\u{1B}[0m",
      ])
  }

  @Test("an escape inside a cut word moves with the character after it")
  func escapeNeverSplit() {
    let text = "ab\u{1B}[31mcd\u{1B}[0m"
    #expect(TextLayout.wrap(text, toWidth: 2) == ["ab", "\u{1B}[31mcd\u{1B}[0m"])
  }

  @Test("an escape standing alone between spaces sticks to the next word")
  func loneEscape() {
    #expect(TextLayout.wrap("a \u{1B}[1m b\u{1B}[0m", toWidth: 10) == ["a \u{1B}[1mb\u{1B}[0m"])
  }

  @Test("padding counts visible columns only")
  func padding() {
    #expect(TextLayout.pad("\u{1B}[1mab\u{1B}[0m", toWidth: 4) == "\u{1B}[1mab\u{1B}[0m  ")
    #expect(TextLayout.pad("ab", toWidth: 5, alignment: .center) == " ab  ")
    #expect(TextLayout.pad("ab", toWidth: 4, alignment: .right) == "  ab")
    #expect(TextLayout.pad("日本", toWidth: 5) == "日本 ")
    #expect(TextLayout.pad("abc", toWidth: 2) == "abc")
  }

  @Test("truncation keeps escapes and closes an open style")
  func truncation() {
    #expect(TextLayout.truncate("abcdef", toWidth: 4) == "abc…")
    #expect(TextLayout.truncate("abcd", toWidth: 4) == "abcd")
    #expect(TextLayout.truncate("\u{1B}[1mabcdef\u{1B}[0m", toWidth: 4) == "\u{1B}[1mabc…\u{1B}[0m")
    #expect(TextLayout.truncate("日本語", toWidth: 4) == "日…")
    #expect(TextLayout.truncate("abc", toWidth: 2, marker: "...") == "ab")
  }
}

@Suite("Line splitting")
struct LineSplittingTests {
  @Test("CRLF and LF both end lines")
  func crlf() {
    #expect("a\r\nb\nc\r\n".splitLines() == ["a", "b", "c", ""])
    #expect(TextLayout.wrap("one two\r\nthree", toWidth: 20) == ["one two", "three"])
  }
}
