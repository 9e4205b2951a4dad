import Terminal
import Testing

@testable import LayoutlingsCLI

/// The keys a screen presses come from the same entries its footer and help print.
@Suite("Screen keys: what each key presses")
struct ScreenKeyActionsTests {
  @Test("every entry is pressed by the key its footer names")
  func footerKeysPress() {
    for entry in ScreenKeys.course + ScreenKeys.situational + ScreenKeys.resetQuestion
    where entry.key.count == 1 {
      let key = Key.character(Character(entry.key))
      #expect(ScreenKeys.action(for: key, among: [entry]) == entry.action, "\(entry.key)")
    }
  }

  @Test("arrows, Ctrl-C and the digits press what the course has always bound them to")
  func otherKeys() {
    let course = ScreenKeys.course + ScreenKeys.situational
    #expect(ScreenKeys.action(for: .right, among: course) == .next)
    #expect(ScreenKeys.action(for: .left, among: course) == .previous)
    #expect(ScreenKeys.action(for: .controlC, among: course) == .quit)
    for digit in ["1", "2", "3", "4"] {
      #expect(ScreenKeys.action(for: .character(Character(digit)), among: course) == .rate)
    }
    #expect(ScreenKeys.action(for: .character("5"), among: course) == nil)
    #expect(
      ScreenKeys.action(for: .character("Y"), among: ScreenKeys.resetQuestion) == .confirmReset)
  }

  @Test("watch mode has no previous exercise: p and the left arrow press nothing there")
  func watchHasNoPrevious() {
    let watch = ScreenKeys.watch + ScreenKeys.situational
    #expect(ScreenKeys.action(for: .character("p"), among: watch) == nil)
    #expect(ScreenKeys.action(for: .left, among: watch) == nil)
  }

  @Test("no key presses two things on one screen")
  func noKeyTwice() {
    for entries in [
      ScreenKeys.course + ScreenKeys.situational, ScreenKeys.watch + ScreenKeys.situational,
    ] {
      let keys = entries.flatMap(\.presses)
      #expect(Set(keys).count == keys.count)
    }
  }
}
