/// A format string UIKit would refuse, with the reason UIKit would give.
///
/// UIKit raises `NSInvalidArgumentException` (``VisualFormatMessages/exceptionName``) whose reason
/// is ``reason``: the message, the format string and a caret under the character where parsing
/// stopped, each line but the last ending in a space.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One of ``VisualFormatMessages``, templates filled in.
  public var message: String
  /// The format string as given.
  public var format: String
  /// Where parsing stopped, in characters from the start of the format (the caret's column), or
  /// `nil` for the two errors UIKit reports without a caret (empty and non-ASCII strings).
  public var caretOffset: Int?

  /// Creates an error from its parts.
  public init(message: String, format: String, caretOffset: Int?) {
    self.message = message
    self.format = format
    self.caretOffset = caretOffset
  }

  /// The exception name UIKit raises with this reason.
  public var exceptionName: String { VisualFormatMessages.exceptionName }

  /// The line UIKit prints under the format: `caretOffset` spaces, then `^`.
  public var caretLine: String? {
    caretOffset.map { String(repeating: " ", count: $0) + "^" }
  }

  /// UIKit's exception reason, character for character.
  public var reason: String {
    guard let caretLine else { return VisualFormatMessages.reasonPrefix + message }
    return VisualFormatMessages.reasonPrefix + "\n" + message + " \n" + format + " \n" + caretLine
  }

  /// The same text as ``reason``.
  public var description: String { reason }
}
