import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old contents or the new, never a torn file.
///
/// Every write goes to a fresh temporary file in the destination's folder (same file system, so
/// the final step is atomic), is flushed with `fsync`, and is then moved into place: `rename`
/// to replace, or `link` to create without ever overwriting. The folder is synced afterwards so
/// the new name survives a crash.
enum AtomicFile {
  /// Replaces (or creates) the file at `path` with `bytes`.
  static func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError) {
    let temporary = try writeTemporary(bytes, nextTo: path)
    guard rename(temporary, path) == 0 else {
      let error = FileSystemError.current
      unlink(temporary)
      throw error
    }
    syncDirectory(of: path)
  }

  /// Creates the file at `path` with `bytes` unless something is already there.
  /// - Returns: `false` (writing nothing) when `path` already exists.
  static func createNew(_ path: String, with bytes: [UInt8]) throws(FileSystemError) -> Bool {
    let temporary = try writeTemporary(bytes, nextTo: path)
    defer { unlink(temporary) }
    // `link` fails with EEXIST rather than replacing, unlike `rename`.
    guard link(temporary, path) == 0 else {
      if errno == EEXIST { return false }
      throw .current
    }
    syncDirectory(of: path)
    return true
  }

  /// Creates `path` and any missing parent folders; the error's `path` names the one that failed.
  static func makeDirectories(_ path: String) throws(FileSystemError) {
    if FileSystem.kind(at: path) == .directory { return }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty && parent != path { try makeDirectories(parent) }
    guard mkdir(path, 0o755) == 0 else {
      var error = FileSystemError.current
      if error.code == EEXIST {
        if FileSystem.kind(at: path) == .directory { return }
        error = FileSystemError(code: ENOTDIR)
      }
      error.path = path
      throw error
    }
  }

  /// Writes `bytes` to a new, synced temporary file in `path`'s folder and returns its path.
  private static func writeTemporary(_ bytes: [UInt8], nextTo path: String) throws(FileSystemError)
    -> String
  {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = FileSystem.join(
      folder.isEmpty ? "." : folder, ".\(name).tmp-\(UUID().uuidString)")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .current }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        let error = FileSystemError.current
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += count
    }
    guard fsync(descriptor) == 0 else {
      let error = FileSystemError.current
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = FileSystemError.current
      unlink(temporary)
      throw error
    }
    return temporary
  }

  /// Flushes the folder holding `path`, so a rename or link in it is durable. Best effort:
  /// some file systems refuse to sync folders, and the data itself is already synced.
  private static func syncDirectory(of path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
