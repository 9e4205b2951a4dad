#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a watched file whole, and tells whether it held still while being read.
enum FileContentReader {
  /// What one read of the file found.
  enum Outcome: Equatable {
    /// The file's bytes, and its signature, which did not change during the read.
    case contents([UInt8], FileSignature)
    /// No file at the path.
    case missing
    /// The file changed size or identity while it was read: someone is still writing it.
    case inFlux
    /// The file exists but cannot be read.
    case unreadable(WatchError)
  }

  /// Reads `path` and checks, with `fstat` before and after and a `stat` of the path, that the
  /// bytes belong to one settled version of the file.
  static func read(path: String) -> Outcome {
    // O_NONBLOCK: opening a FIFO put in the file's place must not hang the watcher.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { return .missing }
      return .unreadable(.systemCall(name: "open", path: path, errno: code))
    }
    defer { close(descriptor) }

    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .unreadable(.lastSystemError("fstat", path: path))
    }
    let before = FileSignature(info)
    guard before.isRegularFile else { return .unreadable(.notARegularFile(path: path)) }

    let bytes: [UInt8]
    switch readAll(descriptor) {
    case .success(let read): bytes = read
    case .failure(let code): return .unreadable(.systemCall(name: "read", path: path, errno: code))
    }

    guard fstat(descriptor, &info) == 0 else {
      return .unreadable(.lastSystemError("fstat", path: path))
    }
    let after = FileSignature(info)
    guard after == before, Int64(bytes.count) == after.size else { return .inFlux }
    // A rename over the path during the read leaves us holding the old file.
    guard let current = FileSignature.of(path: path) else { return .inFlux }
    guard current == after else { return .inFlux }
    return .contents(bytes, after)
  }

  /// Reads `path` whole without checking that it held still; `nil` when it cannot be read.
  static func quickRead(path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, FileSignature(info).isRegularFile else { return nil }
    if case .success(let bytes) = readAll(descriptor) { return bytes }
    return nil
  }

  private enum ReadResult {
    case success([UInt8])
    case failure(Int32)
  }

  private static func readAll(_ descriptor: Int32) -> ReadResult {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readSome(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(errno)
      }
    }
  }
}

/// `read(2)`, named apart from `FileContentReader.read(path:)`, which hides it inside the type.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
  read(descriptor, buffer, size)
}
