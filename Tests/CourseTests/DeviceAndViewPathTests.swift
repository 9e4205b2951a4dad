import Course
import Testing

@Suite("Device references and view paths")
struct DeviceAndViewPathTests {
  @Test(
    "device references that parse",
    arguments: [
      ("iphone-se", DeviceReference.Screen.named("iphone-se"), false),
      ("iphone-x:landscape", .named("iphone-x"), true),
      ("ipad-pro-11", .named("ipad-pro-11"), false),
      ("320x568@2", .custom(width: 320, height: 568, scale: 2), false),
      ("402.5x874@3:landscape", .custom(width: 402.5, height: 874, scale: 3), true),
      ("1x1@1", .custom(width: 1, height: 1, scale: 1), false),
    ])
  func validDevices(text: String, screen: DeviceReference.Screen, isLandscape: Bool) throws {
    let device = try DeviceReference(parsing: text)
    #expect(device.screen == screen)
    #expect(device.isLandscape == isLandscape)
    #expect(device.text == text)
  }

  @Test(
    "device references that do not",
    arguments: [
      (
        "iPhone-X",
        "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"
      ),
      (
        "iphone--x",
        "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"
      ),
      ("", "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"),
      ("iphone-x:", "the only suffix allowed is \":landscape\""),
      ("iphone-x:landscape:landscape", "the only suffix allowed is \":landscape\""),
      ("320x568", "expected WIDTHxHEIGHT@SCALE, for example 390x844@3"),
      ("320x568@", "expected WIDTHxHEIGHT@SCALE, for example 390x844@3"),
      ("320X568@2", "expected WIDTHxHEIGHT@SCALE, for example 390x844@3"),
      ("320x-568@2", "expected WIDTHxHEIGHT@SCALE, for example 390x844@3"),
      ("320.x568@2", "expected WIDTHxHEIGHT@SCALE, for example 390x844@3"),
      ("320x568@0", "the scale must be 1, 2 or 3"),
      ("0x568@2", "width and height must be more than 0"),
    ])
  func invalidDevices(text: String, reason: String) {
    #expect(throws: DeviceReferenceError(text: text, reason: reason)) {
      try DeviceReference(parsing: text)
    }
  }

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
      DeviceReferenceError(text: "x:y", reason: "r").description == #"invalid device "x:y": r"#)
    #expect(
      ViewPathError(text: "a.", reason: "r", character: 3).description
        == #"invalid view path "a.": r at character 3"#)
  }
}
