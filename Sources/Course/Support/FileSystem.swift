import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file-system call: what was attempted, on which path, and the system's reason.
struct FileSystemError: Error, Sendable, Equatable {
  /// The `errno` value, or 0 when the failure is not a system call's.
  var code: Int32
  /// The system's reason (`strerror`), or our own.
  var reason: String
  /// The path that failed, when it is not the one the caller asked about.
  var path: String?

  init(code: Int32) {
    self.code = code
    reason = String(cString: strerror(code))
  }

  init(reason: String) {
    code = 0
    self.reason = reason
  }

  /// The error for the current `errno`.
  static var current: FileSystemError { FileSystemError(code: errno) }
}

/// Thin wrappers over POSIX calls, so errors carry `errno`'s reason rather than a generic text.
enum FileSystem {
  /// What is at a path.
  enum EntryKind: Equatable {
    case missing, file, directory, other
  }

  /// Files larger than this are refused when read: lesson files are small.
  static let maximumReadSize = 4 << 20

  /// What is at `path` (following symbolic links).
  static func kind(at path: String) -> EntryKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// The whole contents of the regular file at `path`.
  static func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .current }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .current }
    guard info.st_mode & S_IFMT != S_IFDIR else { throw FileSystemError(code: EISDIR) }
    guard Int(info.st_size) <= maximumReadSize else {
      throw FileSystemError(reason: "larger than \(maximumReadSize >> 20) MiB")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > maximumReadSize {
        throw FileSystemError(reason: "larger than \(maximumReadSize >> 20) MiB")
      }
    }
  }

  /// The names in the directory at `path`, without `.`, `..` and hidden entries, sorted.
  static func directoryEntries(at path: String) throws(FileSystemError) -> [String] {
    guard let directory = opendir(path) else { throw .current }
    defer { closedir(directory) }
    return entries(of: directory)
  }

  /// The names in the folder open as `folder` (a descriptor, which stays open), as
  /// `directoryEntries(at:)` gives them.
  static func directoryEntries(ofFolder folder: Int32) throws(FileSystemError) -> [String] {
    let copy = dup(folder)
    guard copy >= 0 else { throw .current }
    guard let directory = fdopendir(copy) else {
      let error = FileSystemError.current
      close(copy)
      throw error
    }
    defer { closedir(directory) }
    return entries(of: directory)
  }

  #if canImport(Darwin)
    private typealias DirectoryStream = UnsafeMutablePointer<DIR>
  #else
    private typealias DirectoryStream = OpaquePointer
  #endif

  private static func entries(of directory: DirectoryStream) -> [String] {
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    // Sorted by scalar values so the order never depends on the file system or locale.
    return names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
  }

  /// `path` and `name` joined with a `/`.
  static func join(_ path: String, _ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }
}
