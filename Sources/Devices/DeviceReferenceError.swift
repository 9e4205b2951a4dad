/// Why a text is not a device reference: the text and which rule it breaks.
public struct DeviceReferenceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The reference as written.
  public var text: String
  /// The rule it breaks, as a phrase: `the scale must be 1, 2 or 3`.
  public var reason: String

  /// Creates an error for `text`.
  public init(text: String, reason: String) {
    self.text = text
    self.reason = reason
  }

  /// `invalid device "TEXT": REASON`.
  public var description: String { "invalid device \"\(text)\": \(reason)" }
}
