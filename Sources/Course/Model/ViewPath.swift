/// A property path from an exercise's entry to a view, such as `stack.arrangedSubviews[1]`.
///
/// Grammar: `name ( '.' name | '[' index ']' )*`, where a name is a Swift identifier in ASCII
/// (`[A-Za-z_][A-Za-z0-9_]*`) and an index is a decimal number without leading zeros.
/// Encoded as its text.
public struct ViewPath: Sendable, Hashable, Codable, CustomStringConvertible {
  /// One step along the path.
  public enum Component: Sendable, Hashable {
    /// A stored property, found with `Mirror`.
    case property(String)
    /// An element of an array property.
    case index(Int)
  }

  /// The steps from the entry to the view.
  public var components: [Component]
  /// The path as written.
  public var text: String

  /// The path as written.
  public var description: String { text }

  /// Reads a view path.
  /// - Throws: `ViewPathError` naming the first character that breaks the grammar.
  public init(parsing text: String) throws(ViewPathError) {
    self.text = text
    let characters = Array(text.unicodeScalars)
    var components: [Component] = []
    var offset = 0
    func fail(_ reason: String) -> ViewPathError {
      ViewPathError(text: text, reason: reason, character: offset + 1)
    }
    func readName(after context: String) throws(ViewPathError) -> String {
      let start = offset
      guard offset < characters.count, Self.isIdentifierHead(characters[offset]) else {
        throw fail("expected a property name\(context)")
      }
      while offset < characters.count, Self.isIdentifierBody(characters[offset]) { offset += 1 }
      return String(String.UnicodeScalarView(characters[start..<offset]))
    }
    components.append(.property(try readName(after: "")))
    while offset < characters.count {
      switch characters[offset] {
      case ".":
        offset += 1
        components.append(.property(try readName(after: " after '.'")))
      case "[":
        offset += 1
        let start = offset
        while offset < characters.count, ("0"..."9").contains(characters[offset]) { offset += 1 }
        let digits = String(String.UnicodeScalarView(characters[start..<offset]))
        guard !digits.isEmpty else { throw fail("expected a number after '['") }
        guard digits == "0" || !digits.hasPrefix("0"), let index = Int(digits), index <= 100_000
        else {
          offset = start
          throw fail("expected an index from 0 to 100000 without leading zeros")
        }
        guard offset < characters.count, characters[offset] == "]" else {
          throw fail("expected ']'")
        }
        offset += 1
        components.append(.index(index))
      default:
        throw fail("expected '.' or '['")
      }
    }
    self.components = components
  }

  private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
  }

  /// Whether `text` is a Swift identifier in ASCII, as class and property names here must be.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isIdentifierHead(first) else { return false }
    return text.unicodeScalars.allSatisfy(isIdentifierBody)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

/// Why a view path could not be read.
public struct ViewPathError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as written.
  public var text: String
  /// What is wrong with it.
  public var reason: String
  /// The 1-based character where it goes wrong.
  public var character: Int

  /// Creates an error for `text`.
  public init(text: String, reason: String, character: Int) {
    self.text = text
    self.reason = reason
    self.character = character
  }

  /// `invalid view path "TEXT": REASON at character N`.
  public var description: String {
    "invalid view path \"\(text)\": \(reason) at character \(character)"
  }
}
