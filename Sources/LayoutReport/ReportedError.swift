/// An error the program recorded instead of crashing.
public struct ReportedError: Sendable, Hashable, Codable {
  /// What kind of error it is.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An exception UIKit would have raised (bad constraint, invalid priority, no common ancestor).
    case exception
    /// A visual format string could not be parsed; `message` holds UIKit's caret message.
    case vflError = "vfl-error"
    /// The harness could not do its part: no entry class, a step that does not apply.
    case harness
  }

  /// What kind of error it is.
  public var kind: Kind
  /// The message, word for word.
  public var message: String
  /// The learner's file where it happened, when known.
  public var file: String?
  /// The line where it happened, when known.
  public var line: Int?

  /// Creates an error record.
  public init(kind: Kind, message: String, file: String? = nil, line: Int? = nil) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
  }
}
