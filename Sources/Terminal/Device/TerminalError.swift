#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure while talking to the terminal device.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// The file descriptor is not a terminal (a pipe, a file, or closed).
  case notATerminal(fileDescriptor: Int32)
  /// Raw mode is already on; only one `RawMode` may be active in a process.
  case rawModeAlreadyActive
  /// A resize watcher is already installed; only one may be active in a process.
  case resizeWatcherAlreadyActive
  /// The input reached end of file.
  case endOfInput
  /// A system call failed with the given `errno`.
  case systemCall(name: String, errno: Int32)

  /// A one-line explanation, including the system's message for `errno`.
  public var description: String {
    switch self {
    case .notATerminal(let fileDescriptor):
      return "file descriptor \(fileDescriptor) is not a terminal"
    case .rawModeAlreadyActive:
      return "raw mode is already active"
    case .resizeWatcherAlreadyActive:
      return "a terminal resize watcher is already active"
    case .endOfInput:
      return "end of input"
    case .systemCall(let name, let code):
      return "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
  }

  /// Returns the error for a failed system call, reading `errno`.
  static func lastSystemError(_ name: String) -> TerminalError {
    .systemCall(name: name, errno: errno)
  }
}
