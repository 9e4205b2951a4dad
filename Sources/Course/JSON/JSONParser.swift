/// A recursive-descent JSON parser (RFC 8259) that records where every value and key starts.
///
/// The input must already be valid UTF-8 (see `JSONDocument`); the parser works on bytes and
/// keeps the line and column of the byte it is looking at.
struct JSONParser {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var index: Int
  private var line = 1
  private var column = 1
  /// Keys repeated within one object, in document order.
  private(set) var duplicateKeys: [JSONDuplicateKey] = []

  /// Prepares to parse `bytes` from `start` (after a byte-order mark, if any).
  init(bytes: [UInt8], start: Int, maximumDepth: Int) {
    self.bytes = bytes
    self.index = start
    self.maximumDepth = maximumDepth
  }

  /// Parses the single value that makes up the whole document.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    let root = try parseValue(depth: 0, expected: "a value")
    skipWhitespace()
    if index < bytes.count { throw unexpected(expected: "end of input") }
    return root
  }

  // MARK: Values

  private mutating func parseValue(depth: Int, expected: String) throws(JSONSyntaxError)
    -> JSONValue
  {
    guard let byte = peek() else {
      throw JSONSyntaxError(.unexpectedEndOfInput(expected: expected), at: position)
    }
    let start = position
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), at: start)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return try parseWord(expected: expected)
    case UInt8(ascii: "/"): throw unexpected(expected: expected + " (JSON has no comments)")
    case UInt8(ascii: "'"): throw unexpected(expected: expected + " (strings use double quotes)")
    default: throw unexpected(expected: expected)
    }
  }

  /// `true`, `false` or `null`; any other run of letters is reported as one word.
  private mutating func parseWord(expected: String) throws(JSONSyntaxError) -> JSONValue {
    let start = position
    let startIndex = index
    while let byte = peek(), isWordByte(byte) { advance() }
    let word = String(decoding: bytes[startIndex..<index], as: UTF8.self)
    switch word {
    case "true": return JSONValue(.bool(true), at: start)
    case "false": return JSONValue(.bool(false), at: start)
    case "null": return JSONValue(.null, at: start)
    default:
      let hint =
        ["true", "false", "null"].contains(word.lowercased())
        ? " (true, false and null are lowercase)" : ""
      throw JSONSyntaxError(
        .unexpectedCharacter(found: "'\(word)'", expected: expected + hint), at: start)
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    let start = position
    if depth > maximumDepth {
      throw JSONSyntaxError(.nestingTooDeep(limit: maximumDepth), at: start)
    }
    advance()
    var members: [JSONMember] = []
    var firstPositions: [String: SourcePosition] = [:]
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      advance()
      return JSONValue(.object(JSONObject(members: members)), at: start)
    }
    var expectedKey = "a key in double quotes or '}'"
    while true {
      guard peek() == UInt8(ascii: "\"") else {
        throw unexpected(expected: keyExpectation(expectedKey))
      }
      let keyPosition = position
      let key = try parseString()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key") }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth, expected: "a value")
      if let first = firstPositions[key] {
        duplicateKeys.append(
          JSONDuplicateKey(key: key, position: keyPosition, firstPosition: first))
      } else {
        firstPositions[key] = keyPosition
      }
      members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
        expectedKey = "a key in double quotes"
      case UInt8(ascii: "}"):
        advance()
        return JSONValue(.object(JSONObject(members: members)), at: start)
      default:
        throw unexpected(expected: "',' or '}'")
      }
    }
  }

  /// What to say when a key was expected, with a hint for the usual slips.
  private func keyExpectation(_ expected: String) -> String {
    switch peek() {
    case UInt8(ascii: "}"): expected + " (a trailing comma is not allowed)"
    case UInt8(ascii: "'"): expected + " (strings use double quotes)"
    case UInt8(ascii: "/"): expected + " (JSON has no comments)"
    case let byte? where isWordByte(byte): expected + " (keys need double quotes)"
    default: expected
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    let start = position
    if depth > maximumDepth {
      throw JSONSyntaxError(.nestingTooDeep(limit: maximumDepth), at: start)
    }
    advance()
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      advance()
      return JSONValue(.array(elements), at: start)
    }
    var expected = "a value or ']'"
    while true {
      if peek() == UInt8(ascii: "]") {
        throw unexpected(expected: expected + " (a trailing comma is not allowed)")
      }
      elements.append(try parseValue(depth: depth, expected: expected))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
        expected = "a value"
      case UInt8(ascii: "]"):
        advance()
        return JSONValue(.array(elements), at: start)
      default:
        throw unexpected(expected: "',' or ']'")
      }
    }
  }

  // MARK: Strings

  /// Reads a string starting at its opening quote and returns its unescaped text.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    advance()
    var text: [UInt8] = []
    while true {
      guard let byte = peek() else { throw JSONSyntaxError(.unterminatedString, at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &text, stringStart: start)
      case 0x00..<0x20:
        throw JSONSyntaxError(.unescapedControlCharacter(byte), at: position)
      default:
        text.append(byte)
        advance()
      }
    }
  }

  /// Reads one escape sequence starting at its backslash and appends what it stands for.
  private mutating func parseEscape(into text: inout [UInt8], stringStart: SourcePosition)
    throws(JSONSyntaxError)
  {
    let escapeStart = position
    advance()
    guard let byte = peek() else { throw JSONSyntaxError(.unterminatedString, at: stringStart) }
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      advance()
      text.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw JSONSyntaxError(
        .invalidEscape(found: describeCharacter(at: index, quoted: false)), at: escapeStart)
    }
    advance()
    let unit = try parseHexQuad(escapeStart: escapeStart)
    let scalarValue: UInt32
    switch unit {
    case 0xD800...0xDBFF:
      // A high surrogate must be followed at once by a `\u` low surrogate.
      guard peek() == UInt8(ascii: "\\"), peek(offset: 1) == UInt8(ascii: "u") else {
        throw JSONSyntaxError(.unpairedSurrogate(unit), at: escapeStart)
      }
      let lowStart = position
      advance(count: 2)
      let low = try parseHexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw JSONSyntaxError(.unpairedSurrogate(unit), at: escapeStart)
      }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    case 0xDC00...0xDFFF:
      throw JSONSyntaxError(.unpairedSurrogate(unit), at: escapeStart)
    default:
      scalarValue = UInt32(unit)
    }
    // Every value reaching here is a scalar: surrogates were combined or refused above.
    if let scalar = Unicode.Scalar(scalarValue) {
      text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
  }

  /// Reads the four hexadecimal digits after `\u`.
  private mutating func parseHexQuad(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt16
  {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = hexDigitValue(byte) else {
        throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart)
      }
      unit = unit << 4 | UInt16(digit)
      advance()
    }
    return unit
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  // MARK: Numbers

  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = position
    let startIndex = index
    if peek() == UInt8(ascii: "-") { advance() }
    if peek() == UInt8(ascii: "0") {
      advance()
      if let byte = peek(), isDigit(byte) {
        skipDigits()
        let literal = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        throw JSONSyntaxError(
          .invalidNumber(literal: literal, reason: "leading zeros are not allowed"), at: start)
      }
    } else {
      try requireDigits(expected: "a digit")
    }
    if peek() == UInt8(ascii: ".") {
      advance()
      try requireDigits(expected: "a digit after '.'")
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      advance()
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
      try requireDigits(expected: "a digit in the exponent")
    }
    let literal = String(decoding: bytes[startIndex..<index], as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      throw JSONSyntaxError(.numberOutOfRange(literal: literal), at: start)
    }
    return JSONNumber(literal: literal, value: value)
  }

  private mutating func requireDigits(expected: String) throws(JSONSyntaxError) {
    guard let byte = peek(), isDigit(byte) else { throw unexpected(expected: expected) }
    skipDigits()
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { advance() }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  // MARK: Cursor

  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  private func peek(offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Moves past one byte, keeping the line and column of the next one.
  private mutating func advance(count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if index == bytes.count || bytes[index] & 0xC0 != 0x80 {
        // The next byte starts a new scalar (it is not a UTF-8 continuation byte).
        column += 1
      }
    }
  }

  private mutating func skipWhitespace() {
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
      default: return
      }
    }
  }

  /// An error naming the character at the cursor (or the end) and what should have been there.
  private func unexpected(expected: String) -> JSONSyntaxError {
    guard index < bytes.count else {
      return JSONSyntaxError(.unexpectedEndOfInput(expected: expected), at: position)
    }
    return JSONSyntaxError(
      .unexpectedCharacter(found: describeCharacter(at: index, quoted: true), expected: expected),
      at: position)
  }

  /// The scalar at `offset` for a message: `'x'` (or bare `x`) if visible, else `U+XXXX`.
  private func describeCharacter(at offset: Int, quoted: Bool) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return "?" }
    let isVisible =
      scalar.value > 0x20 && scalar.value != 0x7F
      && !scalar.properties.isWhitespace
      && scalar.properties.generalCategory != .format
      && scalar.properties.generalCategory != .control
    if !isVisible { return hex(scalar.value, digits: 4, prefix: "U+") }
    guard quoted else { return text }
    return text == "'" ? "\"'\"" : "'\(text)'"
  }
}
