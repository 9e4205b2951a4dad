import Course
import Foundation
import Testing

@Suite("JSONDocument: values and positions")
struct JSONDocumentTests {
  @Test("values, keys and their positions in a small document")
  func positions() throws {
    let text = """
      {
        "id": "a/b",
        "n": [1, -2.5e3, 0],
        "ok": true, "no": false, "nil": null,
        "nested": {"x": [[]]}
      }
      """
    let document = try JSONDocument(parsing: text)
    #expect(document.root.position == SourcePosition(line: 1, column: 1))
    let object = try #require(document.root.objectValue)
    #expect(object.keys == ["id", "n", "ok", "no", "nil", "nested"])

    let id = try #require(object.member("id"))
    #expect(id.keyPosition == SourcePosition(line: 2, column: 3))
    #expect(id.value.position == SourcePosition(line: 2, column: 9))
    #expect(id.value.stringValue == "a/b")

    let numbers = try #require(object["n"]?.arrayValue)
    #expect(numbers.map(\.position.column) == [9, 12, 20])
    #expect(numbers.map(\.position.line) == [3, 3, 3])
    #expect(numbers.compactMap(\.numberValue?.value) == [1, -2500, 0])
    #expect(numbers[1].numberValue?.literal == "-2.5e3")

    #expect(object["ok"]?.boolValue == true)
    #expect(object["ok"]?.position == SourcePosition(line: 4, column: 9))
    #expect(object["no"]?.boolValue == false)
    #expect(object["no"]?.position == SourcePosition(line: 4, column: 21))
    #expect(object["nil"]?.isNull == true)
    #expect(object["nil"]?.position == SourcePosition(line: 4, column: 35))
    #expect(object.member("nil")?.keyPosition == SourcePosition(line: 4, column: 28))

    let nested = try #require(object["nested"])
    #expect(nested.position == SourcePosition(line: 5, column: 13))
    let inner = try #require(nested.objectValue?["x"])
    #expect(inner.position == SourcePosition(line: 5, column: 19))
    #expect(inner.arrayValue?.first?.position == SourcePosition(line: 5, column: 20))
    #expect(inner.arrayValue?.first?.arrayValue == [])
    #expect(document.duplicateKeys.isEmpty)
  }

  @Test("every escape, including a surrogate pair, decodes to its character")
  func escapes() throws {
    let document = try JSONDocument(
      parsing: #"["a\"b\\c\/d\b\f\n\r\t\u0041\u00e9\ud83d\ude00\u0000"]"#)
    let text = try #require(document.root.arrayValue?.first?.stringValue)
    #expect(text == "a\"b\\c/d\u{8}\u{C}\n\r\tAé😀\u{0}")
  }

  @Test("columns count Unicode scalars, not bytes")
  func columnsCountScalars() throws {
    let object = try #require(try JSONDocument(parsing: #"{"é": "😀", "k": 1}"#).root.objectValue)
    #expect(object["é"]?.stringValue == "😀")
    #expect(object.member("k")?.keyPosition == SourcePosition(line: 1, column: 12))
    #expect(object["k"]?.position == SourcePosition(line: 1, column: 17))
  }

  @Test("CR LF line endings count as one line break")
  func crlf() throws {
    let object = try #require(try JSONDocument(parsing: "{\r\n\"a\": 1\r\n}").root.objectValue)
    #expect(object.member("a")?.keyPosition == SourcePosition(line: 2, column: 1))
    #expect(object["a"]?.position == SourcePosition(line: 2, column: 6))
  }

  @Test("a byte-order mark at the start is skipped and takes no column")
  func byteOrderMark() throws {
    let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
    #expect(document.root.position == SourcePosition(line: 1, column: 1))
    #expect(document.root.arrayValue?.first?.position == SourcePosition(line: 1, column: 2))
  }

  @Test("numbers keep their literal and value")
  func numbers() throws {
    let values = try #require(
      try JSONDocument(parsing: "[-0, 1E2, 0.5e-1, 3, 3.5, 12345678901]").root.arrayValue)
    let numbers = values.compactMap(\.numberValue)
    #expect(numbers.map(\.literal) == ["-0", "1E2", "0.5e-1", "3", "3.5", "12345678901"])
    #expect(numbers.map(\.value) == [0, 100, 0.05, 3, 3.5, 12_345_678_901])
    #expect(numbers.map(\.intValue) == [0, 100, nil, 3, nil, 12_345_678_901] as [Int?])
  }

  @Test("repeated keys are listed with both places; lookups see the first")
  func duplicateKeys() throws {
    let document = try JSONDocument(
      parsing: "{\"a\": 1,\n \"b\": {\"c\": 1, \"c\": 2},\n \"a\": 2}")
    #expect(
      document.duplicateKeys == [
        JSONDuplicateKey(
          key: "c", position: SourcePosition(line: 2, column: 16),
          firstPosition: SourcePosition(line: 2, column: 8)),
        JSONDuplicateKey(
          key: "a", position: SourcePosition(line: 3, column: 2),
          firstPosition: SourcePosition(line: 1, column: 2)),
      ])
    #expect(document.root.objectValue?["a"]?.numberValue?.value == 1)
    #expect(document.root.objectValue?.members.count == 3)
  }

  @Test("parsing Data and String gives the same document")
  func dataAndString() throws {
    let text = "{\"k\": [true, null]}"
    #expect(try JSONDocument(parsing: Data(text.utf8)) == JSONDocument(parsing: text))
  }

  @Test("type descriptions name each kind with its article")
  func typeDescriptions() throws {
    let values = try #require(
      try JSONDocument(parsing: #"[null, true, 1, "s", [], {}]"#).root.arrayValue)
    #expect(
      values.map(\.typeDescription) == [
        "null", "a Boolean", "a number", "a string", "an array", "an object",
      ])
  }
}
