import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when the
/// last reference goes.
public final class ScratchFolder: @unchecked Sendable {
  /// The folder.
  public let url: URL

  /// Creates the folder; `prefix` starts its name, to tell test leftovers apart.
  public init(prefix: String = "layoutlings-tests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The folder's path.
  public var path: String { url.path }

  /// The path of `name` inside the folder.
  public func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Writes `text` to `name` inside the folder (making its folders) and returns the file.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }
}
