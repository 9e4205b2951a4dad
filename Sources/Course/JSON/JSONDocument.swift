import Foundation

/// A parsed JSON document whose every value and key knows its line and column.
///
/// Parsing follows RFC 8259 strictly (no comments, no trailing commas, no single quotes) with
/// two allowances: a UTF-8 byte-order mark at the start is skipped, and repeated keys in one
/// object are kept and listed in `duplicateKeys` rather than refused, so a caller can report
/// them alongside its other findings. Input that is not UTF-8 is refused, as is nesting deeper
/// than `maximumDepth` (which keeps hostile input from exhausting the stack).
public struct JSONDocument: Sendable, Equatable {
  /// How deep arrays and objects may nest unless the caller says otherwise.
  public static let defaultMaximumDepth = 100

  /// The document's single top-level value.
  public var root: JSONValue
  /// Keys repeated within an object, in document order; the first occurrence is what lookups see.
  public var duplicateKeys: [JSONDuplicateKey]

  /// Parses UTF-8 `bytes`.
  /// - Throws: `JSONSyntaxError` with the line and column of the first problem.
  public init(parsing bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth)
    throws(JSONSyntaxError)
  {
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let start = hasByteOrderMark ? 3 : 0
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw JSONSyntaxError(
        .invalidUTF8(byte: bytes[offset]),
        at: Self.position(ofOffset: offset, in: bytes, from: start))
    }
    var parser = JSONParser(bytes: bytes, start: start, maximumDepth: maximumDepth)
    root = try parser.parseDocument()
    duplicateKeys = parser.duplicateKeys
  }

  /// Parses UTF-8 `data`.
  /// - Throws: `JSONSyntaxError` with the line and column of the first problem.
  public init(parsing data: Data, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) {
    try self.init(parsing: [UInt8](data), maximumDepth: maximumDepth)
  }

  /// Parses `text`.
  /// - Throws: `JSONSyntaxError` with the line and column of the first problem.
  public init(parsing text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError)
  {
    try self.init(parsing: Array(text.utf8), maximumDepth: maximumDepth)
  }

  /// The line and column of byte `offset`, counting scalars from `start`.
  private static func position(ofOffset offset: Int, in bytes: [UInt8], from start: Int)
    -> SourcePosition
  {
    var line = 1
    var column = 1
    for byte in bytes[start..<offset] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column)
  }
}
