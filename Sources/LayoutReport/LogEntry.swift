/// One message the layout engine logged, with the constraints it concerns.
public struct LogEntry: Sendable, Hashable, Codable {
  /// What kind of message it is.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// "Unable to simultaneously satisfy constraints."
    case unsatisfiable
    /// A view's layout is ambiguous; `view` names it, `constraints` are those affecting it.
    case ambiguous
    /// Constraints made from a view's autoresizing mask conflict with others; `view` names it.
    case autoresizingConflict = "autoresizing-conflict"
    /// A visual format string could not be parsed; `text` is UIKit's message with its caret line.
    case vflError = "vfl-error"
    /// UIKit raised an exception (recorded instead of crashing).
    case exception
    /// Anything else UIKit prints.
    case message
  }

  /// What kind of message it is.
  public var kind: Kind
  /// UIKit's text, word for word.
  public var text: String
  /// The constraints involved, in the order UIKit lists them.
  public var constraints: [ConstraintRecord]
  /// The property path of the view the entry is about, when it is about one.
  public var view: String?
  /// The learner's file of the call that caused the entry, when known.
  public var file: String?
  /// The line of that call, when known.
  public var line: Int?

  /// Creates a log entry.
  public init(
    kind: Kind, text: String, constraints: [ConstraintRecord] = [], view: String? = nil,
    file: String? = nil, line: Int? = nil
  ) {
    self.kind = kind
    self.text = text
    self.constraints = constraints
    self.view = view
    self.file = file
    self.line = line
  }

  private enum CodingKeys: String, CodingKey {
    case kind, text, constraints, view, file, line
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    text = try container.decode(String.self, forKey: .text)
    constraints =
      try container.decodeIfPresent([ConstraintRecord].self, forKey: .constraints) ?? []
    view = try container.decodeIfPresent(String.self, forKey: .view)
    file = try container.decodeIfPresent(String.self, forKey: .file)
    line = try container.decodeIfPresent(Int.self, forKey: .line)
  }
}
