import Course
import Testing

@Suite("View paths")
struct ViewPathTests {
  @Test(
    "view paths that parse",
    arguments: [
      ("iconImageView", [ViewPath.Component.property("iconImageView")]),
      (
        "stack.arrangedSubviews[1]", [.property("stack"), .property("arrangedSubviews"), .index(1)]
      ),
      (
        "view.subviews[0].subviews[10]",
        [.property("view"), .property("subviews"), .index(0), .property("subviews"), .index(10)]
      ),
      ("_private2", [.property("_private2")]),
      ("grid[2][3]", [.property("grid"), .index(2), .index(3)]),
      (
        "tableView.cells[0][2].contentView",
        [
          .property("tableView"), .property("cells"), .index(0), .index(2),
          .property("contentView"),
        ]
      ),
    ])
  func validPaths(text: String, components: [ViewPath.Component]) throws {
    let path = try ViewPath(parsing: text)
    #expect(path.components == components)
    #expect(path.description == text)
  }

  @Test(
    "view paths that do not, with the character where they go wrong",
    arguments: [
      ("", "expected a property name", 1),
      ("1view", "expected a property name", 1),
      ("stack.", "expected a property name after '.'", 7),
      ("stack..x", "expected a property name after '.'", 7),
      ("stack[]", "expected a number after '['", 7),
      ("stack[01]", "expected an index from 0 to 100000 without leading zeros", 7),
      ("stack[1", "expected ']'", 8),
      ("stack[1]x", "expected '.' or '['", 9),
      ("stack view", "expected '.' or '['", 6),
      ("stack[999999]", "expected an index from 0 to 100000 without leading zeros", 7),
    ])
  func invalidPaths(text: String, reason: String, character: Int) {
    #expect(throws: ViewPathError(text: text, reason: reason, character: character)) {
      try ViewPath(parsing: text)
    }
  }

  @Test("error descriptions quote the text")
  func descriptions() {
    #expect(
      ViewPathError(text: "a.", reason: "r", character: 3).description
        == #"invalid view path "a.": r at character 3"#)
  }
}
