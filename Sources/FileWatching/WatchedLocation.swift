#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A watched file's absolute path, split into its folder and its name.
struct WatchedLocation: Equatable, Sendable {
  /// The absolute path (relative paths are resolved against the working folder once, so a later
  /// `chdir` does not move the watch).
  let path: String
  /// The folder holding the file.
  let directory: String
  /// The file's name inside `directory`, as bytes, the way inotify reports names.
  let name: [UInt8]

  /// Splits `path`.
  /// - Throws: `WatchError.invalidPath` for an empty path, a path ending in "/", or one whose
  ///   last part is "." or "..".
  init(path: String) throws {
    guard !path.isEmpty, !path.hasSuffix("/") else { throw WatchError.invalidPath(path) }
    var absolute = path
    if !path.hasPrefix("/") {
      guard let workingDirectory = WatchedLocation.currentDirectory() else {
        throw WatchError.lastSystemError("getcwd")
      }
      absolute =
        workingDirectory.hasSuffix("/")
        ? workingDirectory + path : workingDirectory + "/" + path
    }
    let bytes = Array(absolute.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
      throw WatchError.invalidPath(path)
    }
    let name = Array(bytes[(slash + 1)...])
    guard name != Array(".".utf8), name != Array("..".utf8) else {
      throw WatchError.invalidPath(path)
    }
    self.path = absolute
    self.name = name
    directory = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
  }

  private static func currentDirectory() -> String? {
    // With a null buffer, getcwd allocates one as long as the path needs.
    guard let buffer = getcwd(nil, 0) else { return nil }
    defer { free(buffer) }
    return String(cString: buffer)
  }
}
