/// A JSON object: its members in document order, each with the place of its key.
public struct JSONObject: Sendable, Equatable {
  /// The members in the order they appear, duplicates included.
  public var members: [JSONMember]

  /// Creates an object from members in document order.
  public init(members: [JSONMember]) {
    self.members = members
  }

  /// The first member named `key`, if any.
  public func member(_ key: String) -> JSONMember? {
    members.first { $0.key == key }
  }

  /// The value of the first member named `key`, if any.
  public subscript(key: String) -> JSONValue? {
    member(key)?.value
  }

  /// The keys in document order.
  public var keys: [String] { members.map(\.key) }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The key, unescaped.
  public var key: String
  /// Where the key's opening quote is.
  public var keyPosition: SourcePosition
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}

/// A key that appears more than once in the same object.
public struct JSONDuplicateKey: Sendable, Equatable {
  /// The repeated key.
  public var key: String
  /// Where the repeat is.
  public var position: SourcePosition
  /// Where the key first appeared in the same object.
  public var firstPosition: SourcePosition

  /// Creates a record of a repeated key.
  public init(key: String, position: SourcePosition, firstPosition: SourcePosition) {
    self.key = key
    self.position = position
    self.firstPosition = firstPosition
  }
}
