#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGWINCH (the terminal window changed size) into a readable byte on a pipe, so an event
/// loop can `poll` for resizes next to key input.
///
/// The signal handler only calls `write` on a non-blocking pipe (async-signal-safe; a full pipe
/// simply drops the byte, which loses nothing because one pending byte already says "resized").
/// Only one watcher may be active at a time.
public final class ResizeWatcher {
  /// The read end of the pipe; readable when a resize happened and was not consumed yet.
  public let fileDescriptor: Int32
  private let writeDescriptor: Int32
  private var previousHandler: (@convention(c) (Int32) -> Void)?
  private var isActive = true

  nonisolated(unsafe) static var signalWriteDescriptor: Int32 = -1

  /// Creates the pipe and installs the SIGWINCH handler.
  /// - Throws: `TerminalError.resizeWatcherAlreadyActive` or `.systemCall` when `pipe` fails.
  public init() throws {
    guard ResizeWatcher.signalWriteDescriptor < 0 else {
      throw TerminalError.resizeWatcherAlreadyActive
    }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw TerminalError.lastSystemError("pipe") }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    fileDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
    ResizeWatcher.signalWriteDescriptor = writeDescriptor
    previousHandler = signal(SIGWINCH) { _ in
      let descriptor = ResizeWatcher.signalWriteDescriptor
      guard descriptor >= 0 else { return }
      var byte: UInt8 = 1
      _ = write(descriptor, &byte, 1)
    }
  }

  deinit {
    stop()
  }

  /// Drains the pipe and reports whether at least one resize happened since the last call.
  public func consumeResizes() -> Bool {
    var sawResize = false
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(fileDescriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      sawResize = true
    }
    return sawResize
  }

  /// Removes the handler (putting back the previous one) and closes the pipe; safe to call twice.
  public func stop() {
    guard isActive else { return }
    isActive = false
    _ = signal(SIGWINCH, previousHandler)
    ResizeWatcher.signalWriteDescriptor = -1
    close(writeDescriptor)
    close(fileDescriptor)
  }
}
