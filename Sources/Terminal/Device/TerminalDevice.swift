#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text and control sequences to a terminal (or any file descriptor) and reports its size.
///
/// This is the one place the module writes to a real output; the CLI creates it for standard
/// output and hands it (as a `TextSink`) to whatever draws.
public final class TerminalDevice: TextSink {
  /// The descriptor written to.
  public let fileDescriptor: Int32

  /// Creates a device writing to `fileDescriptor` (standard output by default); it does not own
  /// or close the descriptor.
  public init(fileDescriptor: Int32 = STDOUT_FILENO) {
    self.fileDescriptor = fileDescriptor
  }

  /// Whether the descriptor is a terminal (`isatty`).
  public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

  /// Returns the window size, with the fallbacks of `TerminalSize.current(fileDescriptor:environment:)`.
  public func size(environment: [String: String]) -> TerminalSize {
    TerminalSize.current(fileDescriptor: fileDescriptor, environment: environment)
  }

  /// Writes all of `text` as UTF-8, retrying after partial writes and interruptions.
  /// - Throws: `TerminalError.systemCall` when `write` fails.
  public func write(_ text: String) throws {
    let bytes = Array(text.utf8)
    var offset = 0
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while offset < buffer.count {
        let written = systemWrite(fileDescriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw TerminalError.lastSystemError("write")
        }
        offset += written
      }
    }
  }

  /// Switches to the alternate screen.
  public func enterAlternateScreen() throws { try write(ControlSequence.enterAlternateScreen) }
  /// Returns to the normal screen.
  public func leaveAlternateScreen() throws { try write(ControlSequence.leaveAlternateScreen) }
  /// Clears the screen and homes the cursor.
  public func clearScreen() throws { try write(ControlSequence.clearScreen) }
  /// Hides the cursor.
  public func hideCursor() throws { try write(ControlSequence.hideCursor) }
  /// Shows the cursor.
  public func showCursor() throws { try write(ControlSequence.showCursor) }
}

/// The C `write`, under another name so `TextSink.write(_:)` can call it.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
