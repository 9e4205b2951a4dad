#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure while watching a file or waiting for watch-mode input.
public enum WatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path names no file that could be watched (empty, or ending in a slash).
  case invalidPath(String)
  /// The watched path exists but is a directory, a device or a pipe rather than a regular file.
  case notARegularFile(path: String)
  /// A system call failed with the given `errno`; `path` is the file or folder involved, if any.
  case systemCall(name: String, path: String?, errno: Int32)
  /// `poll` reported a descriptor as invalid (closed while the loop still waited on it).
  case invalidDescriptor(Int32)

  /// A one-line explanation, including the system's message for `errno`.
  public var description: String {
    switch self {
    case .invalidPath(let path):
      return "cannot watch \"\(path)\": not a file path"
    case .notARegularFile(let path):
      return "\(path) is not a regular file"
    case .systemCall(let name, let path, let code):
      let message = String(cString: strerror(code))
      if let path { return "\(name) failed for \(path): \(message) (errno \(code))" }
      return "\(name) failed: \(message) (errno \(code))"
    case .invalidDescriptor(let descriptor):
      return "file descriptor \(descriptor) is not open"
    }
  }

  /// Returns the error for a system call that just failed, reading `errno`.
  static func lastSystemError(_ name: String, path: String? = nil) -> WatchError {
    .systemCall(name: name, path: path, errno: errno)
  }
}
