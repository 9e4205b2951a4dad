/// One compiler message, with the notes that belong to it.
public struct SwiftDiagnostic: Sendable, Equatable {
  /// How serious the message is.
  public enum Severity: String, Sendable, Equatable {
    case error, warning, note, remark
  }

  /// Where the message points: the learner's own path once mapped. nil for messages without a
  /// place (the linker, the driver).
  public var file: String?
  /// 1-based line.
  public var line: Int?
  /// 1-based column, in UTF-8 bytes as the compiler counts.
  public var column: Int?
  /// How serious.
  public var severity: Severity
  /// The compiler's message, verbatim.
  public var message: String
  /// The source line the message points at (the learner's text once mapped).
  public var sourceLine: String?
  /// Notes that follow the message.
  public var notes: [SwiftDiagnostic]

  /// Creates a diagnostic.
  public init(
    file: String?, line: Int?, column: Int?, severity: Severity, message: String,
    sourceLine: String? = nil, notes: [SwiftDiagnostic] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.sourceLine = sourceLine
    self.notes = notes
  }

  /// The message as the compiler prints it (`file:line:column: error: message`, the source line
  /// and a caret under the column), notes included.
  public var rendered: String {
    var text = ""
    if let file {
      text += file
      if let line { text += ":\(line)" }
      if let column { text += ":\(column)" }
      text += ": "
    }
    text += "\(severity.rawValue): \(message)"
    if let sourceLine {
      text += "\n" + sourceLine
      if let column { text += "\n" + Self.caretLine(under: sourceLine, column: column) }
    }
    for note in notes {
      text += "\n" + note.rendered
    }
    return text
  }

  /// Spaces (tabs where the source has tabs, one space per character) up to the byte `column`,
  /// then `^`.
  static func caretLine(under sourceLine: String, column: Int) -> String {
    let prefixBytes = Array(sourceLine.utf8.prefix(max(0, column - 1)))
    let prefix = String(decoding: prefixBytes, as: UTF8.self)
    return String(prefix.map { $0 == "\t" ? "\t" : " " }) + "^"
  }
}
