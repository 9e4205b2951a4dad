import EditorSupport
import Foundation
import Testing

@Suite("LSPAny")
struct LSPAnyTests {
  @Test("integers go out without a fraction, fractions with one")
  func encodesNumbers() throws {
    let value: LSPAny = ["line": 3, "ratio": 0.5]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(text == #"{"line":3,"ratio":0.5}"#)
  }

  @Test("true stays a Boolean, 1 an integer, 1.5 a fraction, and null is null")
  func decodesKinds() throws {
    let json = #"{"a":true,"b":1,"c":1.5,"d":null,"e":["x"],"f":{"g":"h"}}"#
    let value = try JSONDecoder().decode(LSPAny.self, from: Data(json.utf8))
    #expect(value["a"] == .bool(true))
    #expect(value["b"] == .int(1))
    #expect(value["c"] == .double(1.5))
    #expect(value["d"]?.isNull == true)
    #expect(value["e"]?[0]?.stringValue == "x")
    #expect(value["f"]?["g"]?.stringValue == "h")
    #expect(value["missing"] == nil)
    #expect(value["e"]?[1] == nil)
  }
}
