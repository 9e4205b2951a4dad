import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal while a full-screen view runs: raw mode, the alternate screen, a hidden cursor,
/// keys and resizes, and whole-screen redraws.
///
/// The terminal is put back by `close()`, and also, through `TerminalRestoreHook`, when the
/// process exits, on Ctrl-C, SIGTERM and SIGHUP, and (with `CrashRestore`) when it crashes.
package final class FullScreenTerminal {
  /// What restoring the terminal writes: show the cursor, leave the alternate screen.
  package static let cleanup =
    ControlSequence.resetAttributes + ControlSequence.showCursor
    + ControlSequence.leaveAlternateScreen

  /// How an OSC 8 hyperlink starts, and the sequence that ends one.
  private static let hyperlinkStart = "\u{1B}]8;"
  private static let hyperlinkEnd = "\u{1B}]8;;\u{1B}\\"

  private let device = TerminalDevice(fileDescriptor: STDOUT_FILENO)
  private let environment: [String: String]
  private var rawMode: RawMode?
  /// Where resizes are noticed; nil if the signal handler could not be installed.
  package let resizeWatcher: ResizeWatcher?
  /// The key reader; it also reports resizes when `keysReportResizes` was asked for.
  package let keys: KeyReader

  /// Takes over the terminal on standard input and output.
  /// - Parameter keysReportResizes: whether `nextInput()` reports resizes too; watch mode's event
  ///   loop waits on `resizeWatcher` itself instead.
  /// - Throws: `TerminalError` when standard input is not a terminal or raw mode fails.
  package init(environment: [String: String], keysReportResizes: Bool = true) throws {
    self.environment = environment
    resizeWatcher = try? ResizeWatcher()
    keys = KeyReader(
      fileDescriptor: STDIN_FILENO, resizeWatcher: keysReportResizes ? resizeWatcher : nil)
    CrashRestore.install()
    try enter()
  }

  deinit {
    close()
  }

  /// The terminal's size now.
  package var size: TerminalSize { device.size(environment: environment) }

  /// Waits for the next key or resize.
  package func nextInput() throws -> TerminalInput {
    try keys.next(timeoutMilliseconds: -1)
  }

  /// Replaces the screen with `lines`, one per row from the top. A row holding a hyperlink ends
  /// by closing it, in case cutting the row to the width cut the link's end off.
  package func draw(_ lines: [String]) throws {
    let rows = lines.map { line in
      let close = line.contains(Self.hyperlinkStart) ? Self.hyperlinkEnd : ""
      return line + close + ControlSequence.resetAttributes + "\u{1B}[K"
    }
    try device.write(ControlSequence.cursorHome + rows.joined(separator: "\r\n"))
  }

  /// Writes `line` over the screen's bottom line, until the next full redraw.
  package func drawBottomLine(_ line: String) throws {
    let size = self.size
    try device.write(
      ControlSequence.moveCursor(row: size.rows, column: 1) + ControlSequence.clearLine
        + TextLayout.truncate(line, toWidth: max(1, size.columns)))
  }

  /// Gives the terminal back for the length of `body` (to run an editor), then takes it again.
  package func suspend<Result>(_ body: () throws -> Result) throws -> Result {
    leave()
    let result: Result
    do {
      result = try body()
    } catch {
      try enter()
      throw error
    }
    try enter()
    return result
  }

  /// Gives the terminal back for good; safe to call twice.
  package func close() {
    leave()
    resizeWatcher?.stop()
  }

  private func enter() throws {
    guard rawMode == nil else { return }
    rawMode = try RawMode(fileDescriptor: STDIN_FILENO, cleanup: Self.cleanup)
    try device.write(
      ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
        + ControlSequence.clearScreen)
  }

  private func leave() {
    rawMode?.restore()
    rawMode = nil
  }
}
