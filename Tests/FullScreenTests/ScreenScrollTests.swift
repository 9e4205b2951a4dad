import Terminal
import Testing

@testable import FullScreen

/// The scrolling keys every full screen shares, and the clamp.
@Suite("Screen scrolling")
struct ScreenScrollTests {
  @Test("scrolling: a line, a page, either end; clamped to the body")
  func scrolling() {
    #expect(ScreenScroll.offset(after: .down, from: 3, height: 10) == 4)
    #expect(ScreenScroll.offset(after: .character("k"), from: 0, height: 10) == 0)
    #expect(ScreenScroll.offset(after: .character(" "), from: 3, height: 10) == 13)
    #expect(ScreenScroll.offset(after: .pageUp, from: 3, height: 10) == 0)
    #expect(ScreenScroll.offset(after: .home, from: 7, height: 10) == 0)
    #expect(ScreenScroll.offset(after: .character("x"), from: 7, height: 10) == nil)
    // 25 lines in 10 rows: the last offset that still fills the body is 15.
    let end = ScreenScroll.offset(after: .end, from: 0, height: 10) ?? 0
    #expect(ScreenScroll.clamped(end, lineCount: 25, height: 10) == 15)
    #expect(ScreenScroll.clamped(-2, lineCount: 25, height: 10) == 0)
    #expect(ScreenScroll.clamped(4, lineCount: 5, height: 10) == 0)
  }
}
