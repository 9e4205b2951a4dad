/// One thing that happened in watch mode, in the order the loop saw it.
public enum WatchEvent<Key> {
  /// The exercise file holds new contents.
  case fileChanged(FileChange)
  /// The exercise file no longer exists.
  case fileMissing
  /// The exercise file exists but cannot be read.
  case fileUnreadable(WatchError)
  /// A key was pressed.
  case key(Key)
  /// The terminal changed size.
  case resized
  /// The loop's timer fired (for spinners and clocks).
  case tick
}

extension WatchEvent: Equatable where Key: Equatable {}
extension WatchEvent: Sendable where Key: Sendable {}

/// What the loop does after an event was handled.
public enum WatchLoopAction: Equatable, Sendable {
  /// Wait for the next event.
  case `continue`
  /// Return from `run`.
  case stop
}
