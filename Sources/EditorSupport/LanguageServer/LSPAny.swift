/// A JSON value as the language server protocol carries it (the specification's `LSPAny`).
///
/// Integers and fractions are kept apart so that ids, lines and columns go out as `3`, never
/// `3.0`, which servers decoding integers refuse.
public enum LSPAny: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([LSPAny])
  case object([String: LSPAny])

  /// The member `key` of an object; nil for anything else or a missing key.
  public subscript(key: String) -> LSPAny? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The element at `index` of an array; nil for anything else or an index out of range.
  public subscript(index: Int) -> LSPAny? {
    if case .array(let elements) = self, elements.indices.contains(index) {
      return elements[index]
    }
    return nil
  }

  /// The text of a string.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of an integer (or of a fraction with no fractional part).
  public var intValue: Int? {
    switch self {
    case .int(let value): value
    case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
    default: nil
    }
  }

  /// The value of a Boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements of an array.
  public var arrayValue: [LSPAny]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members of an object.
  public var objectValue: [String: LSPAny]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }
}

extension LSPAny: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([LSPAny].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: LSPAny].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension LSPAny: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: LSPAny...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, LSPAny)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
