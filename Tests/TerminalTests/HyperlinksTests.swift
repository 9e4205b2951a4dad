import Testing

@testable import Terminal

/// File paths as OSC 8 hyperlinks on terminals that take them, plain everywhere else.
@Suite("Hyperlinks")
struct HyperlinksTests {
  @Test("a link is OSC 8 around the text, the path percent-encoded, zero columns wide")
  func link() {
    let links = Hyperlinks(isEnabled: true, host: "box")
    let text = links.file("/home/ada/My Work/ü.swift")
    #expect(
      text
        == "\u{1B}]8;;file://box/home/ada/My%20Work/%C3%BC.swift\u{1B}\\/home/ada/My Work/ü.swift"
        + "\u{1B}]8;;\u{1B}\\")
    #expect(TextLayout.visibleWidth(of: text) == "/home/ada/My Work/ü.swift".count)
    #expect(links.file("relative/path.swift") == "relative/path.swift")
  }

  @Test("on only for a terminal that is not dumb or the Linux console; the variable overrides")
  func detection() {
    func enabled(_ environment: [String: String], terminal: Bool) -> Bool {
      Hyperlinks(environment: environment, outputIsTerminal: terminal).isEnabled
    }
    #expect(enabled(["TERM": "xterm-256color"], terminal: true))
    #expect(enabled(["TERM": "xterm-256color", "NO_COLOR": "1"], terminal: true))
    #expect(!enabled(["TERM": "xterm-256color"], terminal: false))
    #expect(!enabled(["TERM": "dumb"], terminal: true))
    #expect(!enabled(["TERM": "linux"], terminal: true))
    #expect(!enabled([:], terminal: true))
    #expect(!enabled(["TERM": "xterm", "LAYOUTLINGS_HYPERLINKS": "0"], terminal: true))
    #expect(enabled(["LAYOUTLINGS_HYPERLINKS": "1"], terminal: false))
    #expect(Hyperlinks.off.file("/a/b.swift") == "/a/b.swift")
  }
}
