/// A destination for text: the terminal in the CLI, a string buffer in tests.
public protocol TextSink: AnyObject {
  /// Writes `text` as it is (no newline added).
  func write(_ text: String) throws
}

/// A sink that keeps everything written to it in memory.
public final class StringSink: TextSink {
  /// Everything written so far.
  public private(set) var text = ""

  /// Creates an empty sink.
  public init() {}

  /// Appends `text` to `self.text`.
  public func write(_ text: String) {
    self.text += text
  }
}
