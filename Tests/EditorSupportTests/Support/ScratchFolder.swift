import Foundation

/// A fresh temporary folder, removed when released.
final class ScratchFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-editor-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// `url/relativePath`.
  func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

  /// Writes `text` to `relativePath`, making its folders.
  @discardableResult
  func write(_ text: String, to relativePath: String) throws -> URL {
    let target = file(relativePath)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: target)
    return target
  }

  /// The text of `relativePath`, nil when it does not exist.
  func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: file(relativePath).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
