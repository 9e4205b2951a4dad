import Foundation

/// How a verdict writes the learner's file: relative to the current folder when the file is
/// inside it, else from `~` when it is inside the home folder, else as it is. An absolute path
/// of a workspace takes a whole line at 80 columns before the explanation starts.
struct DisplayPath {
  /// The current folder, without a trailing slash.
  let currentDirectory: String
  /// The home folder, without a trailing slash; nil when unknown.
  let home: String?

  /// The process's own folders.
  static var current: DisplayPath {
    DisplayPath(
      currentDirectory: FileManager.default.currentDirectoryPath,
      home: ProcessInfo.processInfo.environment["HOME"])
  }

  func callAsFunction(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    if let relative = Self.relative(path, to: currentDirectory) { return relative }
    if let home, let relative = Self.relative(path, to: home) { return "~/" + relative }
    return path
  }

  /// `path` below `folder`, without the folder; nil when it is not below it (or is the root).
  private static func relative(_ path: String, to folder: String) -> String? {
    var base = folder
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    guard base.count > 1, path.hasPrefix(base + "/") else { return nil }
    let rest = String(path.dropFirst(base.count + 1))
    return rest.isEmpty ? nil : rest
  }
}
