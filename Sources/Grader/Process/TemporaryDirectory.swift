import Foundation

/// A private directory (mode 0700, from mkdtemp) that is removed with everything in it.
public struct TemporaryDirectory: Sendable {
  /// The directory's absolute path.
  public let path: String

  /// Creates `<system temporary directory>/<prefix>.XXXXXX`.
  public init(prefix: String) throws {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    guard let created else {
      throw GraderError.systemCall(
        "mkdtemp", errno: errno, context: "creating a directory in \(base)")
    }
    path = created
  }

  /// The path of `name` inside the directory.
  public func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Removes the directory and its contents; a directory already gone is not an error.
  public func remove() {
    // Make sure nothing the program made read-only stops the removal.
    _ = chmod(path, 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }
}
