/// Why a JSON document could not be read, and where.
///
/// `description` is `line:column: message`, for example
/// `3:14: unexpected '}'; expected a key in double quotes (a trailing comma is not allowed)`.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// The text ended where `expected` should have come.
    case unexpectedEndOfInput(expected: String)
    /// `found` (a quoted character or word, or `U+XXXX`) stands where `expected` should be.
    case unexpectedCharacter(found: String, expected: String)
    /// The bytes are not UTF-8; `byte` starts the ill-formed sequence.
    case invalidUTF8(byte: UInt8)
    /// A backslash followed by something other than `" \ / b f n r t u` (`found` as written).
    case invalidEscape(found: String)
    /// `\u` not followed by four hexadecimal digits.
    case invalidUnicodeEscape
    /// A `\uD800`–`\uDFFF` escape without its other half.
    case unpairedSurrogate(UInt16)
    /// A raw control character (below U+0020) inside a string.
    case unescapedControlCharacter(UInt8)
    /// A string whose closing quote never comes; reported at the opening quote.
    case unterminatedString
    /// A number that breaks JSON's grammar in a way worth naming (`literal` as written).
    case invalidNumber(literal: String, reason: String)
    /// A number too large for a `Double`.
    case numberOutOfRange(literal: String)
    /// Arrays and objects nested deeper than `limit`; reported at the bracket that goes too deep.
    case nestingTooDeep(limit: Int)
  }

  /// What went wrong.
  public var kind: Kind
  /// Where it went wrong.
  public var position: SourcePosition

  /// Creates an error of `kind` at `position`.
  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// The explanation without the position.
  public var message: String {
    switch kind {
    case .unexpectedEndOfInput(let expected):
      "unexpected end of input; expected \(expected)"
    case .unexpectedCharacter(let found, let expected):
      "unexpected \(found); expected \(expected)"
    case .invalidUTF8(let byte):
      "invalid UTF-8 (byte \(hex(byte, digits: 2, prefix: "0x")))"
    case .invalidEscape(let found):
      "invalid escape '\\\(found)' in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u"
    case .invalidUnicodeEscape:
      "invalid \\u escape; expected 4 hexadecimal digits"
    case .unpairedSurrogate(let unit):
      "unpaired surrogate \\u\(hex(unit, digits: 4, prefix: "")) in string"
    case .unescapedControlCharacter(let byte):
      "control character \(hex(byte, digits: 4, prefix: "U+")) must be escaped in a string"
    case .unterminatedString:
      "unterminated string; expected a closing '\"'"
    case .invalidNumber(let literal, let reason):
      "invalid number \(literal): \(reason)"
    case .numberOutOfRange(let literal):
      "number \(literal) is too large"
    case .nestingTooDeep(let limit):
      "arrays and objects are nested more than \(limit) deep"
    }
  }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}

/// `value` in upper-case hexadecimal, zero-padded to `digits`, after `prefix`.
func hex<Value: BinaryInteger>(_ value: Value, digits: Int, prefix: String) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text
}
