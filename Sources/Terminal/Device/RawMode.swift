#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a terminal into non-canonical, no-echo mode so single key presses arrive without Enter,
/// and puts it back afterwards.
///
/// The terminal is restored by `restore()`, by `deinit`, when the process exits, and on SIGINT,
/// SIGTERM or SIGHUP (see `TerminalRestoreHook`). Use `RawMode.run(_:)` to scope it with a `defer`.
/// Only one `RawMode` may be active at a time.
///
/// By default the signal keys (Ctrl-C, Ctrl-\) still send signals; with `readsSignalKeys` they
/// arrive as key bytes instead (`Key.controlC`).
public final class RawMode {
  /// The terminal descriptor whose mode was changed.
  public let fileDescriptor: Int32
  /// Whether this instance still holds the terminal in raw mode.
  public private(set) var isActive: Bool

  /// Switches the terminal on `fileDescriptor` to raw mode.
  /// - Parameters:
  ///   - fileDescriptor: the terminal's input (standard input by default).
  ///   - readsSignalKeys: deliver Ctrl-C and Ctrl-\ as bytes instead of signals.
  ///   - cleanup: a control sequence written to `cleanupDescriptor` when the terminal is restored,
  ///     e.g. `ControlSequence.showCursor + ControlSequence.leaveAlternateScreen` (at most 256 bytes).
  ///   - cleanupDescriptor: where `cleanup` is written (standard output by default).
  /// - Throws: `TerminalError.notATerminal`, `.rawModeAlreadyActive`, or `.systemCall`.
  public init(
    fileDescriptor: Int32 = STDIN_FILENO, readsSignalKeys: Bool = false, cleanup: String = "",
    cleanupDescriptor: Int32 = STDOUT_FILENO
  ) throws {
    guard isatty(fileDescriptor) == 1 else {
      throw TerminalError.notATerminal(fileDescriptor: fileDescriptor)
    }
    guard !TerminalRestoreHook.isArmed else { throw TerminalError.rawModeAlreadyActive }
    var original = termios()
    guard tcgetattr(fileDescriptor, &original) == 0 else {
      throw TerminalError.lastSystemError("tcgetattr")
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    if readsSignalKeys { raw.c_lflag &= ~tcflag_t(ISIG) }
    // Block until at least one byte is there; timeouts come from poll, not VTIME.
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    TerminalRestoreHook.arm(
      inputDescriptor: fileDescriptor, savedAttributes: original,
      outputDescriptor: cleanupDescriptor, cleanup: cleanup)
    guard tcsetattr(fileDescriptor, TCSAFLUSH, &raw) == 0 else {
      let error = TerminalError.lastSystemError("tcsetattr")
      TerminalRestoreHook.disarm()
      throw error
    }
    self.fileDescriptor = fileDescriptor
    self.isActive = true
  }

  deinit {
    restore()
  }

  /// Puts the terminal back as it was and writes the cleanup sequence; safe to call twice.
  public func restore() {
    guard isActive else { return }
    isActive = false
    TerminalRestoreHook.run()
    TerminalRestoreHook.disarm()
  }

  /// Runs `body` with the terminal in raw mode and restores it however `body` ends.
  public static func run<Result>(
    fileDescriptor: Int32 = STDIN_FILENO, readsSignalKeys: Bool = false, cleanup: String = "",
    _ body: (RawMode) throws -> Result
  ) throws -> Result {
    let mode = try RawMode(
      fileDescriptor: fileDescriptor, readsSignalKeys: readsSignalKeys, cleanup: cleanup)
    defer { mode.restore() }
    return try body(mode)
  }
}
