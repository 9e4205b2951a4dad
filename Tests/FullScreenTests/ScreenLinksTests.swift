import Terminal
import Testing

@testable import FullScreen

@Suite("Screen links: file paths as OSC 8 links after layout")
struct ScreenLinksTests {
  private let links = Hyperlinks(isEnabled: true, host: "h")

  private func link(_ shown: String, to path: String) -> String {
    "\u{1B}]8;;file://h\(path)\u{1B}\\\(shown)\u{1B}]8;;\u{1B}\\"
  }

  @Test("a path on one line is one link; the line's width is unchanged")
  func oneLine() {
    let lines = ["Your file: `/w/a.swift`", "Status: passed."]
    let linked = ScreenLinks.linking("/w/a.swift", in: lines, with: links)
    #expect(linked == ["Your file: `\(link("/w/a.swift", to: "/w/a.swift"))`", "Status: passed."])
    #expect(TextLayout.visibleWidth(of: linked[0]) == TextLayout.visibleWidth(of: lines[0]))
  }

  @Test("a path cut across lines by wrapping is a link per piece, each to the whole path")
  func cutPath() {
    let path = "/home/learner/exercises/01-anchors/01-center-a-box.swift"
    let lines = TextLayout.wrap("Your file: `\(path)`", toWidth: 24)
    // Wrapping puts the long word on its own lines and cuts it every 24 columns.
    #expect(
      lines == ["Your file:", "`/home/learner/exercises", "/01-anchors/01-center-a-", "box.swift`"])
    let linked = ScreenLinks.linking(path, in: lines, with: links)
    #expect(
      linked == [
        "Your file:", "`" + link("/home/learner/exercises", to: path),
        link("/01-anchors/01-center-a-", to: path), link("box.swift", to: path) + "`",
      ])
    #expect(linked.map(TextLayout.visibleWidth(of:)) == lines.map(TextLayout.visibleWidth(of:)))
  }

  @Test("links off, or a path that is not there, leave the lines alone")
  func untouched() {
    let lines = ["Your file: `/w/a.sw", "ift` is not it."]
    #expect(ScreenLinks.linking("/w/a.swift", in: lines, with: .off) == lines)
    #expect(ScreenLinks.linking("/w/b.swift", in: lines, with: links) == lines)
  }
}
