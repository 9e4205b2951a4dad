import Course
import Testing

/// The error `text` produces, as `line:column: message`.
private func parseError(_ bytes: [UInt8], maximumDepth: Int = JSONDocument.defaultMaximumDepth)
  -> String?
{
  do {
    _ = try JSONDocument(parsing: bytes, maximumDepth: maximumDepth)
    return nil
  } catch {
    return error.description
  }
}

private func parseError(_ text: String) -> String? {
  parseError(Array(text.utf8))
}

@Suite("JSONDocument: syntax errors")
struct JSONSyntaxErrorTests {
  @Test(
    "structure errors say where and what was expected",
    arguments: [
      ("", "1:1: unexpected end of input; expected a value"),
      ("   \n  ", "2:3: unexpected end of input; expected a value"),
      ("{\"a\": 1", "1:8: unexpected end of input; expected ',' or '}'"),
      ("{\"a\" 1}", "1:6: unexpected '1'; expected ':' after the key"),
      (
        "{\"a\": 1,}",
        "1:9: unexpected '}'; expected a key in double quotes (a trailing comma is not allowed)"
      ),
      ("[1, 2,]", "1:7: unexpected ']'; expected a value (a trailing comma is not allowed)"),
      ("[1 2]", "1:4: unexpected '2'; expected ',' or ']'"),
      ("{\"a\": 1 \"b\": 2}", "1:9: unexpected '\"'; expected ',' or '}'"),
      (
        "{a: 1}",
        "1:2: unexpected 'a'; expected a key in double quotes or '}' (keys need double quotes)"
      ),
      (
        "{'a': 1}",
        "1:2: unexpected \"'\"; expected a key in double quotes or '}' (strings use double quotes)"
      ),
      ("['a']", "1:2: unexpected \"'\"; expected a value or ']' (strings use double quotes)"),
      (
        "[True]",
        "1:2: unexpected 'True'; expected a value or ']' (true, false and null are lowercase)"
      ),
      ("[1, nul]", "1:5: unexpected 'nul'; expected a value"),
      ("// note\n{}", "1:1: unexpected '/'; expected a value (JSON has no comments)"),
      (
        "{\n  \"a\": 1, // note\n}",
        "2:11: unexpected '/'; expected a key in double quotes (JSON has no comments)"
      ),
      ("[1] x", "1:5: unexpected 'x'; expected end of input"),
      ("[1]\n\n]", "3:1: unexpected ']'; expected end of input"),
      ("[\u{1}]", "1:2: unexpected U+0001; expected a value or ']'"),
      ("[é]", "1:2: unexpected 'é'; expected a value or ']'"),
      ("[1,\u{FEFF}2]", "1:4: unexpected U+FEFF; expected a value"),
      ("{\"a\":}", "1:6: unexpected '}'; expected a value"),
    ])
  func structure(text: String, expected: String) {
    #expect(parseError(text) == expected)
  }

  @Test(
    "string errors point at the string, the escape or the character",
    arguments: [
      ("\"abc", "1:1: unterminated string; expected a closing '\"'"),
      ("[\n  \"abc\\", "2:3: unterminated string; expected a closing '\"'"),
      (
        "[\"a\\qb\"]",
        #"1:4: invalid escape '\q' in string; expected one of \" \\ \/ \b \f \n \r \t \u"#
      ),
      ("[\"\\u12G4\"]", #"1:3: invalid \u escape; expected 4 hexadecimal digits"#),
      ("[\"\\u12\"]", #"1:3: invalid \u escape; expected 4 hexadecimal digits"#),
      ("[\"\\ud800\"]", #"1:3: unpaired surrogate \uD800 in string"#),
      ("[\"\\ud800\\u0041\"]", #"1:3: unpaired surrogate \uD800 in string"#),
      ("[\"x\\udc00\"]", #"1:4: unpaired surrogate \uDC00 in string"#),
      ("[\"\\ud800\\u12\"]", #"1:9: invalid \u escape; expected 4 hexadecimal digits"#),
      ("[\"a\tb\"]", "1:4: control character U+0009 must be escaped in a string"),
      ("{\"k\": \"line\nbreak\"}", "1:12: control character U+000A must be escaped in a string"),
    ])
  func strings(text: String, expected: String) {
    #expect(parseError(text) == expected)
  }

  @Test(
    "number errors",
    arguments: [
      ("[01]", "1:2: invalid number 01: leading zeros are not allowed"),
      ("[-007]", "1:2: invalid number -007: leading zeros are not allowed"),
      ("[-]", "1:3: unexpected ']'; expected a digit"),
      ("[-a]", "1:3: unexpected 'a'; expected a digit"),
      ("[1.]", "1:4: unexpected ']'; expected a digit after '.'"),
      ("[1e+]", "1:5: unexpected ']'; expected a digit in the exponent"),
      ("[1e", "1:4: unexpected end of input; expected a digit in the exponent"),
      ("[+1]", "1:2: unexpected '+'; expected a value or ']'"),
      ("[.5]", "1:2: unexpected '.'; expected a value or ']'"),
      ("[1e400]", "1:2: number 1e400 is too large"),
      ("[-1e400]", "1:2: number -1e400 is too large"),
    ])
  func numbers(text: String, expected: String) {
    #expect(parseError(text) == expected)
  }

  /// Text, then raw bytes, then more text, and the error they must produce.
  struct BadBytes: Sendable, CustomTestStringConvertible {
    var before: String
    var bytes: [UInt8]
    var after: String
    var expected: String
    var testDescription: String { expected }

    var input: [UInt8] { Array(before.utf8) + bytes + Array(after.utf8) }
  }

  static let badBytes: [BadBytes] = [
    BadBytes(
      before: "[\"a", bytes: [0xFF], after: "\"]", expected: "1:4: invalid UTF-8 (byte 0xFF)"),
    BadBytes(
      before: "{\n  \"k\": \"", bytes: [0xC3, 0x28], after: "\"}",
      expected: "2:9: invalid UTF-8 (byte 0xC3)"),
    BadBytes(before: "\"é", bytes: [0x80], after: "\"", expected: "1:3: invalid UTF-8 (byte 0x80)"),
    BadBytes(
      before: "[\"", bytes: [0xC0, 0xAF], after: "\"]", expected: "1:3: invalid UTF-8 (byte 0xC0)"),
    BadBytes(
      before: "[\"", bytes: [0xE0, 0x80, 0xAF], after: "\"]",
      expected: "1:3: invalid UTF-8 (byte 0xE0)"),
    BadBytes(
      before: "[\"", bytes: [0xED, 0xA0, 0x80], after: "\"]",
      expected: "1:3: invalid UTF-8 (byte 0xED)"),
    BadBytes(
      before: "[\"", bytes: [0xF4, 0x90, 0x80, 0x80], after: "\"]",
      expected: "1:3: invalid UTF-8 (byte 0xF4)"
    ),
    BadBytes(
      before: "[\"", bytes: [0xF5, 0x80, 0x80, 0x80], after: "\"]",
      expected: "1:3: invalid UTF-8 (byte 0xF5)"
    ),
    BadBytes(
      before: "[1] ", bytes: [0xE2, 0x82], after: "", expected: "1:5: invalid UTF-8 (byte 0xE2)"),
    BadBytes(
      before: "\u{FEFF}[\"", bytes: [0xFE], after: "\"]", expected: "1:3: invalid UTF-8 (byte 0xFE)"
    ),
  ]

  @Test(
    "bytes that are not UTF-8 are refused at the byte that starts the bad sequence",
    arguments: badBytes)
  func invalidUTF8(sample: BadBytes) {
    #expect(parseError(sample.input) == sample.expected)
  }

  @Test("well-formed UTF-8 at the edges of each range is accepted")
  func validUTF8Edges() throws {
    let samples = [
      "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}",
      "\u{10FFFF}",
    ]
    for sample in samples {
      let document = try JSONDocument(parsing: "[\"\(sample)\"]")
      #expect(document.root.arrayValue?.first?.stringValue == sample)
    }
  }

  @Test("nesting up to the limit is fine; one deeper is refused at that bracket")
  func depthLimit() throws {
    let limit = JSONDocument.defaultMaximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(parseError(deepest) == nil)
    let tooDeep =
      String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(parseError(tooDeep) == "1:101: arrays and objects are nested more than 100 deep")
    #expect(
      parseError(Array("[{\"a\": [[".utf8), maximumDepth: 3)
        == "1:9: arrays and objects are nested more than 3 deep")
  }

  @Test("a million opening brackets fail fast instead of exhausting the stack")
  func hostileNesting() {
    let brackets = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
    #expect(parseError(brackets) == "1:101: arrays and objects are nested more than 100 deep")
    let objects = Array(String(repeating: "{\"k\":", count: 200_000).utf8)
    #expect(parseError(objects) == "1:501: arrays and objects are nested more than 100 deep")
  }

  @Test("the error carries its kind and position separately")
  func kindAndPosition() {
    do {
      _ = try JSONDocument(parsing: "[1,\n 2,,]")
      Issue.record("parsed")
    } catch {
      #expect(error.kind == .unexpectedCharacter(found: "','", expected: "a value"))
      #expect(error.position == SourcePosition(line: 2, column: 4))
      #expect(error.message == "unexpected ','; expected a value")
    }
  }
}
