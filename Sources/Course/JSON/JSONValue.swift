/// A JSON value together with the place where it starts in its document.
public struct JSONValue: Sendable, Equatable {
  /// What a JSON value is.
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
  }

  /// The value itself.
  public var kind: Kind
  /// Where the value's first character is (the quote, bracket, brace, digit or letter).
  public var position: SourcePosition

  /// Creates a value of `kind` that starts at `position`.
  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// The string, if this value is a string.
  public var stringValue: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The number, if this value is a number.
  public var numberValue: JSONNumber? {
    if case .number(let number) = kind { return number }
    return nil
  }

  /// The Boolean, if this value is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let flag) = kind { return flag }
    return nil
  }

  /// The elements, if this value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The object, if this value is an object.
  public var objectValue: JSONObject? {
    if case .object(let object) = kind { return object }
    return nil
  }

  /// Whether this value is `null`.
  public var isNull: Bool { kind == .null }

  /// The kind of value with an article, for messages: "a string", "an array", "null".
  public var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
