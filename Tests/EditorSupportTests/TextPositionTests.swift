import EditorSupport
import Testing

@Suite("Text positions")
struct TextPositionTests {
  @Test("lines count from 0, characters in UTF-16 units from 0")
  func locates() throws {
    // Line 1 is "let é = 😀.x": é is one UTF-16 unit, 😀 two, so ".x" starts at 4 + 1 + 3 + 2 = 10.
    let text = "import UIKit\nlet é = 😀.x\n"
    let position = try #require(TextPosition(of: ".x", in: text))
    #expect(position == TextPosition(line: 1, character: 10))
    #expect(TextPosition(of: ".x", in: text, atEnd: true) == TextPosition(line: 1, character: 12))
    #expect(position.description == "2:11")
  }

  @Test("the n-th occurrence, and nil for text that is not there")
  func occurrences() {
    let text = "a.b\na.b\n"
    #expect(TextPosition(of: "a.b", in: text, occurrence: 2) == TextPosition(line: 1, character: 0))
    #expect(TextPosition(of: "a.b", in: text, occurrence: 3) == nil)
    #expect(TextPosition(of: "zz", in: text) == nil)
  }
}
