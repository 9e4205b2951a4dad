import Checkout
import Foundation
import Grader

/// A directory under the package's `.build` for things tests build once and reuse across runs
/// (the compiled probe program, the fixture modules), keyed by content so stale copies never win.
enum TestCache {
  static let root: String =
    (Checkout.root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    .appendingPathComponent(".build/layoutlings-test-cache").path

  /// `root/<name>-<hash prefix>`, created if needed.
  static func directory(_ name: String, content: String) throws -> String {
    let path = "\(root)/\(name)-\(ContentHash(of: content).prefix(16))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
