import FileWatching
import Terminal

/// Terminal key presses for a `WatchEventLoop`: after `poll` says standard input is readable,
/// every key that can be decoded without waiting.
package final class TerminalKeySource: KeySource {
  private let reader: KeyReader

  /// Reads keys with `reader`, which must not report resizes (the loop watches those itself).
  package init(reader: KeyReader) {
    self.reader = reader
  }

  package var fileDescriptor: Int32 { reader.fileDescriptor }

  package func readAvailableKeys() throws -> [Key] {
    var keys: [Key] = []
    do {
      while case .key(let key) = try reader.next(timeoutMilliseconds: 0) {
        keys.append(key)
      }
    } catch TerminalError.endOfInput {
      // The input is gone; what was read still counts, and the loop stops asking.
    }
    return keys
  }
}

extension ResizeWatcher: ResizeSource {}
