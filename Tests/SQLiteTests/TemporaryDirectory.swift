import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sqlite-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of a file `name` inside the directory.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }
}
