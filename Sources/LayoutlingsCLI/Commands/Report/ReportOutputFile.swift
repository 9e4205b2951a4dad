import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `report -o FILE` may write: a regular file, replaced whole, or a new one.
///
/// A symbolic link is followed, and the file it names is replaced, so the learner's link stays.
/// Anything else the path names (a folder, a device such as `/dev/full`, a FIFO, a socket) is
/// refused before anything is written: replacing it atomically would put a regular file in its
/// place, which as root turns a device into a file.
enum ReportOutputFile {
  /// Writes `text` to `output` (relative to `folder`), replacing the file atomically;
  /// `fileName` is the name suggested for a file in a folder given as `output`.
  /// - Throws: `CommandFailure` (74) naming the path and why it cannot be written.
  static func write(_ text: String, to output: String, from folder: URL, fileName: String) throws {
    let url = URL(fileURLWithPath: output, relativeTo: folder).standardizedFileURL
    let target = try writableTarget(url.path, named: output, fileName: fileName)
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
    } catch {
      throw CommandFailure(.ioError, "cannot write \(output): \(reason(error))")
    }
  }

  /// The file to replace for `path`: itself, or for a symbolic link the file it leads to.
  static func writableTarget(_ path: String, named output: String, fileName: String) throws
    -> String
  {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else { throw failure(output, String(cString: strerror(errno))) }
      let parent = (path as NSString).deletingLastPathComponent
      var folder = stat()
      guard stat(parent, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
        throw failure(output, "the folder \(parent) does not exist")
      }
      return path
    }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        throw failure(output, "it is a symbolic link to something that does not exist")
      }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &info) == 0 else {
        throw failure(output, String(cString: strerror(errno)))
      }
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return target
    case S_IFDIR:
      let example = output.hasSuffix("/") ? output + fileName : output + "/" + fileName
      throw failure(output, "it is a folder; name a file in it, such as \(example)")
    case S_IFIFO:
      throw failure(output, "it is a FIFO, not a regular file; -o writes only to regular files")
    case S_IFCHR, S_IFBLK:
      throw failure(output, "it is a device, not a regular file; -o writes only to regular files")
    default:
      throw failure(output, "it is not a regular file; -o writes only to regular files")
    }
  }

  private static func failure(_ output: String, _ reason: String) -> CommandFailure {
    CommandFailure(.ioError, "cannot write \(output): \(reason)")
  }

  /// The system's reason for a failed write (`No space left on device`), not Foundation's
  /// generic "error 512".
  static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return posixReason(Int32(underlying.code))
    }
    if error.domain == NSPOSIXErrorDomain { return posixReason(Int32(error.code)) }
    return error.localizedDescription
  }

  /// The text for `code`, with what it means for a full disk.
  static func posixReason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return code == ENOSPC ? "the disk is full (\(text))" : text
  }
}
