/// New contents of a watched file, different from the contents delivered before.
public struct FileChange: Equatable, Sendable {
  /// The watched file's absolute path.
  public let path: String
  /// Everything the file held once writes had stopped.
  public let contents: [UInt8]

  /// Creates a change for `path` carrying `contents`.
  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }

  /// The contents as text; bytes that are not UTF-8 become U+FFFD.
  public var text: String { String(decoding: contents, as: UTF8.self) }
}

/// What a file watcher found once a burst of activity on its file had died down.
public enum FileObservation: Equatable, Sendable {
  /// The file holds contents that differ from the last ones delivered (or it has just appeared).
  case changed(FileChange)
  /// The file was written or touched, but holds exactly the contents delivered last.
  case unchanged
  /// The file does not exist (deleted, or renamed away and not put back).
  case missing
  /// The file exists but could not be read.
  case unreadable(WatchError)
}
