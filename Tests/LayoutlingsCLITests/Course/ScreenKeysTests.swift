import Terminal
import Testing

@testable import LayoutlingsCLI

@Suite("Screen keys: one table for the course and watch mode")
struct ScreenKeysTests {
  @Test("both screens have e g h s r l n q; the course adds p, watch stays on one exercise")
  func sameKeys() {
    let shared = Set(["e", "g", "h", "s", "r", "l", "n", "q"])
    #expect(Set(ScreenKeys.watch.map(\.key)) == shared)
    #expect(Set(ScreenKeys.course.map(\.key)) == shared.union(["p"]))
    for entry in ScreenKeys.watch {
      #expect(ScreenKeys.course.contains(entry))
    }
  }

  @Test("the footer shortens its words, then drops them, as the width shrinks")
  func widths() {
    let long = "n next  e edit  g grade  h hint  s picture  l list  r reset  q quit"
    #expect(ScreenKeys.line(ScreenKeys.watch, width: 80, styler: .plain) == long)
    #expect(
      ScreenKeys.line(ScreenKeys.watch, width: 60, styler: .plain)
        == "n next e edit g grade h hint s pic l list r reset q quit")
    #expect(
      ScreenKeys.line(ScreenKeys.watch, width: 30, styler: .plain) == "keys: n e g h s l r q")
  }

  @Test("the help sentence names every key with what it does")
  func sentence() {
    #expect(
      ScreenKeys.sentence([ScreenKeys.grade, ScreenKeys.quit]) == "Keys: g grades it now, q quits.")
  }
}
