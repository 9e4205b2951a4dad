import Grader
import Testing

@Suite("Visible text")
struct VisibleTextTests {
  @Test("control characters are written out as cat -v writes them")
  func controls() {
    #expect(VisibleText.line("\u{1B}[2J") == "^[[2J")
    #expect(VisibleText.line("a\rb") == "a^Mb")
    #expect(VisibleText.line("\u{1B}]0;title\u{07}") == "^[]0;title^G")
    #expect(VisibleText.line("\u{0}\u{1}\u{1F}\u{7F}") == "^@^A^_^?")
    // C1 controls: U+009B is a one-character CSI on some terminals.
    #expect(VisibleText.line("\u{9B}2J\u{80}") == "M-^[2JM-^@")
  }

  @Test("text, Unicode included, is kept; tabs become spaces to the next stop of four")
  func keptText() {
    #expect(VisibleText.line("width: 375.0 é 🙂") == "width: 375.0 é 🙂")
    #expect(VisibleText.line("a\tb") == "a   b")
    #expect(VisibleText.line("\tx") == "    x")
    #expect(VisibleText.line("^[") == "^[")
  }

  @Test("lines are split at newlines, each made visible")
  func lines() {
    #expect(VisibleText.lines("one\n\u{1B}[Htwo\n") == ["one", "^[[Htwo", ""])
  }
}
