import Testing

@testable import Terminal

@Suite("Visible width")
struct TextWidthTests {
  @Test(
    "widths of plain, styled, wide, combining and emoji text",
    arguments: [
      ("abc", 3),
      ("\u{1B}[1;31mabc\u{1B}[0m", 3),
      ("\u{1B}[38;5;208mx\u{1B}[m", 1),
      ("日本", 4),
      ("한글", 4),
      ("ｶﾀ", 2),  // halfwidth katakana
      ("ＡＢ", 4),  // fullwidth Latin
      ("e\u{301}", 1),  // e + combining acute
      ("\u{301}", 0),  // a lone combining mark
      ("a\u{200B}b", 2),  // zero width space
      ("👍", 2),
      ("❤\u{FE0F}", 2),  // narrow heart made emoji by the presentation selector
      ("👨\u{200D}👩\u{200D}👧", 2),  // one ZWJ family
      ("🇫🇷", 2),
      ("tab\u{7}", 3),  // BEL is a control character
      ("\u{1B}]8;;https://x.org\u{1B}\\link\u{1B}]8;;\u{1B}\\", 4),  // OSC 8 hyperlink
      ("─┼…", 3),  // ambiguous width counts as 1
    ])
  func widths(text: String, expected: Int) {
    #expect(visibleWidth(of: text) == expected)
  }

  @Test("an unfinished escape at the end is not counted")
  func unfinishedEscape() {
    #expect(visibleWidth(of: "ab\u{1B}[3") == 2)
    #expect(visibleWidth(of: "ab\u{1B}") == 2)
  }

  @Test("stripping escapes leaves only the visible text")
  func strip() {
    #expect(TextLayout.stripEscapes(from: "\u{1B}[1ma\u{1B}[0mb\u{1B}]0;title\u{7}c") == "abc")
  }
}
