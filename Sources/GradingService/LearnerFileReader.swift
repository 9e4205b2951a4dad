import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a learner's Swift file once, refusing what cannot be a learner's source before anything
/// is compiled: a missing file, a folder, a device, an unreadable file, a file too large to be an
/// exercise, an empty one, and bytes that are not UTF-8 text.
///
/// Each refusal is one line that starts with the path as the learner typed it.
public enum LearnerFileReader {
  /// The largest file read: exercises are a few kilobytes, and a file much larger than this
  /// would take the compiler minutes.
  public static let maximumSize = 1 << 20

  /// The bytes of the file at `url`, shown in messages as `path`.
  public static func read(_ url: URL, shown path: String) throws(LearnerFileError) -> [UInt8] {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw failure(opening: path, errno: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw LearnerFileError(.readFailed, "\(path): cannot be read (\(reason(errno)))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      break
    case S_IFDIR:
      throw LearnerFileError(.notAFile, "\(path) is a folder, not a Swift file")
    default:
      throw LearnerFileError(.notAFile, "\(path) is not a regular file")
    }
    if Int(info.st_size) > maximumSize {
      throw tooLarge(path, size: Int(info.st_size))
    }
    let bytes = try readAll(descriptor, path: path)
    try checkText(bytes, path: path)
    return bytes
  }

  /// Reads to the end, but never more than one byte past the limit (the file may be growing).
  private static func readAll(_ descriptor: Int32, path: String) throws(LearnerFileError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw LearnerFileError(.readFailed, "\(path): reading failed (\(reason(errno)))")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > maximumSize {
        throw tooLarge(path, size: bytes.count)
      }
    }
  }

  /// Refuses empty files, binary files and bytes that are not UTF-8, naming the line.
  public static func checkText(_ bytes: [UInt8], path: String) throws(LearnerFileError) {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      throw LearnerFileError(.notSource, "\(path) is empty: there is no Swift code to run")
    }
    // A newline byte never occurs inside a UTF-8 sequence, so lines can be checked one by one.
    var line = 1
    for text in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if text.contains(0) {
        throw LearnerFileError(
          .notSource, "\(path):\(line): a NUL byte; this is a binary file, not Swift source")
      }
      if String(validating: text, as: UTF8.self) == nil {
        throw LearnerFileError(
          .notSource, "\(path):\(line): not valid UTF-8; Swift source must be UTF-8 text")
      }
      line += 1
    }
  }

  private static func tooLarge(_ path: String, size: Int) -> LearnerFileError {
    let megabytes = Double(size) / Double(1 << 20)
    let shown = size > maximumSize * 2 ? String(format: "%.1f MB", megabytes) : "over 1 MB"
    return LearnerFileError(
      .notSource, "\(path) is \(shown); Layoutlings runs Swift files of up to 1 MB")
  }

  private static func failure(opening path: String, errno code: Int32) -> LearnerFileError {
    switch code {
    case ENOENT, ENOTDIR:
      LearnerFileError(.missing, "\(path): no such file")
    case EACCES, EPERM:
      LearnerFileError(.permissionDenied, "\(path): cannot be read (permission denied)")
    default:
      LearnerFileError(.readFailed, "\(path): cannot be opened (\(reason(code)))")
    }
  }

  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
