/// A JSON number as written, with its value.
///
/// The literal is kept so messages can quote the author's spelling (`0.50`, `1e3`).
public struct JSONNumber: Sendable, Hashable {
  /// The number exactly as it appears in the document.
  public var literal: String
  /// The number's value; always finite (the parser refuses numbers beyond `Double`'s range).
  public var value: Double

  /// Creates a number from its literal text and value.
  public init(literal: String, value: Double) {
    self.literal = literal
    self.value = value
  }

  /// The value as an `Int` when it is a whole number that a `Double` holds exactly (|n| < 2^53).
  public var intValue: Int? {
    guard value == value.rounded(), abs(value) < 9_007_199_254_740_992 else { return nil }
    return Int(value)
  }
}
