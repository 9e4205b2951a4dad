#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an event loop gets from `KeyReader.next(timeoutMilliseconds:)`.
public enum TerminalInput: Sendable, Hashable {
  /// A key was pressed.
  case key(Key)
  /// The terminal window changed size (only with a `ResizeWatcher`).
  case resize
  /// Nothing happened before the timeout, or a signal interrupted the wait.
  case timeout
}

/// Reads single key presses from a descriptor (raw-mode standard input) with a timeout.
///
/// Bytes are buffered and decoded by `KeyDecoder`. After a lone ESC the reader waits up to
/// `escapeTimeoutMilliseconds` for the rest of an arrow-key sequence before reporting Escape.
public final class KeyReader {
  /// The descriptor read from.
  public let fileDescriptor: Int32
  /// How long to wait for the rest of a sequence after its first bytes.
  public let escapeTimeoutMilliseconds: Int32
  private let resizeWatcher: ResizeWatcher?
  private var buffer: [UInt8] = []

  /// Creates a reader over `fileDescriptor` (standard input by default), optionally also reporting
  /// resizes seen by `resizeWatcher`.
  public init(
    fileDescriptor: Int32 = STDIN_FILENO, resizeWatcher: ResizeWatcher? = nil,
    escapeTimeoutMilliseconds: Int32 = 50
  ) {
    self.fileDescriptor = fileDescriptor
    self.resizeWatcher = resizeWatcher
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
  }

  /// Waits up to `timeoutMilliseconds` (negative: forever) for a key or a resize.
  /// - Throws: `TerminalError.endOfInput` when the input is closed and nothing is buffered,
  ///   `.systemCall` when `poll` or `read` fails.
  public func next(timeoutMilliseconds: Int32) throws -> TerminalInput {
    if let key = takeKey(isFinal: false) { return .key(key) }
    switch try waitForInput(timeoutMilliseconds: timeoutMilliseconds) {
    case .resize: return .resize
    case .nothing: return takeKey(isFinal: true).map(TerminalInput.key) ?? .timeout
    case .bytes:
      if let key = takeKey(isFinal: false) { return .key(key) }
      // The start of a sequence: give the rest a moment to arrive.
      if case .resize = try waitForInput(timeoutMilliseconds: escapeTimeoutMilliseconds) {
        return .resize
      }
      return takeKey(isFinal: false).map(TerminalInput.key)
        ?? takeKey(isFinal: true).map(TerminalInput.key) ?? .timeout
    }
  }

  /// Waits up to `timeoutMilliseconds` for a key; `nil` on timeout or resize.
  public func readKey(timeoutMilliseconds: Int32) throws -> Key? {
    if case .key(let key) = try next(timeoutMilliseconds: timeoutMilliseconds) { return key }
    return nil
  }

  private enum WaitOutcome { case bytes, resize, nothing }

  private func waitForInput(timeoutMilliseconds: Int32) throws -> WaitOutcome {
    var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
    if let resizeWatcher {
      descriptors.append(
        pollfd(fd: resizeWatcher.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
    if ready < 0 {
      if errno == EINTR { return .nothing }
      throw TerminalError.lastSystemError("poll")
    }
    if ready == 0 { return .nothing }
    if descriptors.count > 1, descriptors[1].revents != 0, resizeWatcher?.consumeResizes() == true {
      return .resize
    }
    guard descriptors[0].revents != 0 else { return .nothing }
    var chunk = [UInt8](repeating: 0, count: 256)
    let count = read(fileDescriptor, &chunk, chunk.count)
    if count < 0 {
      if errno == EINTR || errno == EAGAIN { return .nothing }
      throw TerminalError.lastSystemError("read")
    }
    if count == 0 {
      guard !buffer.isEmpty else { throw TerminalError.endOfInput }
      return .nothing
    }
    buffer.append(contentsOf: chunk[0..<count])
    return .bytes
  }

  private func takeKey(isFinal: Bool) -> Key? {
    guard let (key, length) = KeyDecoder.decode(buffer[...], isFinal: isFinal) else { return nil }
    buffer.removeFirst(length)
    return key
  }
}
