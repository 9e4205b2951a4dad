/// What can go wrong talking to a language server.
public enum LanguageServerError: Error, Equatable, CustomStringConvertible {
  /// The server could not be started.
  case launchFailed(executable: String, reason: String)
  /// No answer to `method` within `seconds`.
  case timedOut(method: String, seconds: Double)
  /// The server answered `method` with an error.
  case responseError(method: String, code: Int, message: String)
  /// The server's output could not be read as protocol messages.
  case protocolViolation(String)
  /// The server has exited or closed its output; `status` is its exit status when known.
  case serverExited(status: Int32?)
  /// Writing to the server failed.
  case writeFailed(reason: String)

  public var description: String {
    switch self {
    case .launchFailed(let executable, let reason):
      "cannot start the language server \(executable): \(reason)"
    case .timedOut(let method, let seconds):
      "the language server did not answer \(method) within \(Self.format(seconds)) s"
    case .responseError(let method, let code, let message):
      "the language server answered \(method) with error \(code): \(message)"
    case .protocolViolation(let detail):
      "the language server's output is not the protocol: \(detail)"
    case .serverExited(let status):
      status.map { "the language server exited with status \($0)" }
        ?? "the language server closed its output"
    case .writeFailed(let reason):
      "cannot write to the language server: \(reason)"
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
