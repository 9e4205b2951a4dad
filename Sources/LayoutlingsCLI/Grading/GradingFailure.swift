/// A grading command that cannot go on: what to print (`Error: …`) and the status to exit with.
struct GradingFailure: Error, CustomStringConvertible {
  /// The status to exit with.
  var status: ExitCode
  /// The full text for standard error (a usage error's three lines, or one `Error:` line).
  var text: String

  /// A failure printed as `Error: <message>`.
  init(_ status: ExitCode, _ message: String) {
    self.status = status
    text = "Error: \(message)"
  }

  /// A usage error for `command`, with its usage lines.
  init(usage kind: UsageError.Kind, command: [String]) {
    status = .usage
    text = UsageError(kind, at: command, in: LayoutlingsCLI.program).fullText()
  }

  var description: String { text }

  /// The text without its `Error: ` prefix, for a status line.
  var message: String {
    text.hasPrefix("Error: ") ? String(text.dropFirst("Error: ".count)) : text
  }
}
