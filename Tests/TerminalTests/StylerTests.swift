import Foundation
import Testing

@testable import Terminal

@Suite("Styler")
struct StylerTests {
  @Test("colour is on for a terminal with no NO_COLOR and no flag")
  func enabledByDefaultOnTerminal() {
    let styler = Styler(environment: [:], noColorFlag: false, outputIsTerminal: true)
    #expect(styler.isEnabled)
  }

  @Test(
    "NO_COLOR with any non-empty value turns colour off", arguments: ["1", "0", "false", "yes"])
  func noColorNonEmpty(value: String) {
    let styler = Styler(
      environment: ["NO_COLOR": value], noColorFlag: false, outputIsTerminal: true)
    #expect(!styler.isEnabled)
  }

  @Test("an empty NO_COLOR leaves colour on")
  func noColorEmpty() {
    let styler = Styler(environment: ["NO_COLOR": ""], noColorFlag: false, outputIsTerminal: true)
    #expect(styler.isEnabled)
  }

  @Test("--no-color and a non-terminal output each turn colour off")
  func flagAndPipe() {
    #expect(!Styler(environment: [:], noColorFlag: true, outputIsTerminal: true).isEnabled)
    #expect(!Styler(environment: [:], noColorFlag: false, outputIsTerminal: false).isEnabled)
  }

  @Test("a pipe is not a terminal")
  func pipeDescriptor() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    let styler = Styler(fileDescriptor: fds[1], environment: [:], noColorFlag: false)
    #expect(!styler.isEnabled)
  }

  @Test("bold red text gets SGR 1;31 and a reset")
  func boldRed() {
    let text = Styler.ansi.apply(TextStyle.bold.foreground(.red), to: "hi")
    #expect(text == "\u{1B}[1;31mhi\u{1B}[0m")
  }

  @Test("every attribute and both colour kinds map to their SGR numbers")
  func sgrParameters() {
    let style = TextStyle(
      isBold: true, isDim: true, isItalic: true, isUnderlined: true,
      foreground: .palette(208), background: .brightBlue)
    #expect(style.sgrParameters == "1;2;3;4;38;5;208;104")
    #expect(TextStyle.color(.brightBlack).sgrParameters == "90")
    #expect(TextStyle.plain.background(.white).sgrParameters == "47")
    #expect(TextStyle.plain.background(.palette(17)).sgrParameters == "48;5;17")
  }

  @Test("an outer style is switched back on after an inner reset")
  func nestedStyles() {
    let inner = Styler.ansi.apply(.bold, to: "b")
    let outer = Styler.ansi.apply(.underline, to: "a " + inner + " c")
    #expect(outer == "\u{1B}[4ma \u{1B}[1mb\u{1B}[0m\u{1B}[4m c\u{1B}[0m")
  }

  @Test("a disabled styler, a plain style or empty text add nothing")
  func nothingAdded() {
    #expect(Styler.plain.apply(.bold, to: "x") == "x")
    #expect(Styler.ansi.apply(.plain, to: "x") == "x")
    #expect(Styler.ansi.apply(.bold, to: "") == "")
  }

  @Test("combining styles keeps every flag and prefers the second colour")
  func combined() {
    let style = TextStyle.bold.foreground(.red).combined(with: TextStyle.italic.foreground(.blue))
    #expect(style == TextStyle(isBold: true, isItalic: true, foreground: .blue))
  }
}
