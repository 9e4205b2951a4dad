import Foundation

/// The `.swift` files under a directory, in a stable order.
enum SourceFiles {
  /// Absolute paths of every `.swift` file below `directory`, sorted by relative path (bytewise,
  /// so the order never depends on the file system or the locale).
  static func swiftFiles(in directory: String) throws -> [(relativePath: String, path: String)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw GraderError.fileAccess(path: directory, reason: "no such source directory")
    }
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
      throw GraderError.fileAccess(path: directory, reason: "cannot list the directory")
    }
    var files: [(relativePath: String, path: String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files.append((relative, (directory as NSString).appendingPathComponent(relative)))
    }
    return files.sorted {
      Array($0.relativePath.utf8).lexicographicallyPrecedes($1.relativePath.utf8)
    }
  }

  /// The bytes of a file.
  static func contents(of path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GraderError.fileAccess(path: path, reason: "cannot read the file")
    }
    return [UInt8](data)
  }
}
