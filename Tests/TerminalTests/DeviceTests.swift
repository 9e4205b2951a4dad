import Foundation
import Testing

@testable import Terminal

/// Set by the SIGTERM handler the signal test installs before raw mode.
nonisolated(unsafe) private var testTerminationSignals: Int32 = 0

/// Raises `signalNumber` with it unblocked on the calling thread, so it is handled before this
/// returns (test worker threads may block asynchronous signals).
private func raiseOnThisThread(_ signalNumber: Int32) {
  var unblock = sigset_t()
  var previous = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signalNumber)
  pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
  _ = raise(signalNumber)
  pthread_sigmask(SIG_SETMASK, &previous, nil)
}

@Suite("Raw mode, key reader, size and resize (on a pseudo-terminal)", .serialized)
struct DeviceTests {
  @Test("raw mode turns canonical input and echo off, and restore puts them back")
  func rawModeRoundTrip() throws {
    let terminal = try PseudoTerminal()
    let canonicalAndEcho = tcflag_t(ICANON | ECHO)
    #expect(terminal.localFlags() & canonicalAndEcho == canonicalAndEcho)
    let mode = try RawMode(fileDescriptor: terminal.device)
    #expect(terminal.localFlags() & canonicalAndEcho == 0)
    #expect(terminal.localFlags() & tcflag_t(ISIG) != 0)
    #expect(TerminalRestoreHook.isArmed)
    mode.restore()
    #expect(terminal.localFlags() & canonicalAndEcho == canonicalAndEcho)
    #expect(!TerminalRestoreHook.isArmed)
    mode.restore()  // a second restore changes nothing
    #expect(terminal.localFlags() & canonicalAndEcho == canonicalAndEcho)
  }

  @Test("reading signal keys switches ISIG off")
  func signalKeys() throws {
    let terminal = try PseudoTerminal()
    try RawMode.run(fileDescriptor: terminal.device, readsSignalKeys: true) { _ in
      #expect(terminal.localFlags() & tcflag_t(ISIG) == 0)
    }
    #expect(terminal.localFlags() & tcflag_t(ISIG) != 0)
  }

  @Test("run restores the terminal when its body throws")
  func runRestoresOnThrow() throws {
    struct Boom: Error {}
    let terminal = try PseudoTerminal()
    #expect(throws: Boom.self) {
      try RawMode.run(fileDescriptor: terminal.device) { _ in throw Boom() }
    }
    #expect(terminal.localFlags() & tcflag_t(ICANON) != 0)
    #expect(!TerminalRestoreHook.isArmed)
  }

  @Test("deinit restores the terminal")
  func deinitRestores() throws {
    let terminal = try PseudoTerminal()
    do {
      let mode = try RawMode(fileDescriptor: terminal.device)
      #expect(mode.isActive)
    }
    #expect(terminal.localFlags() & tcflag_t(ICANON) != 0)
  }

  @Test("only one raw mode at a time, and not on a pipe")
  func refusals() throws {
    let terminal = try PseudoTerminal()
    let mode = try RawMode(fileDescriptor: terminal.device)
    #expect(throws: TerminalError.rawModeAlreadyActive) {
      _ = try RawMode(fileDescriptor: terminal.device)
    }
    mode.restore()
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(throws: TerminalError.notATerminal(fileDescriptor: fds[0])) {
      _ = try RawMode(fileDescriptor: fds[0])
    }
  }

  @Test("SIGTERM restores the terminal, writes the cleanup and reaches the previous handler")
  func signalRestores() throws {
    let terminal = try PseudoTerminal()
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    testTerminationSignals = 0
    let original = signal(SIGTERM) { _ in testTerminationSignals += 1 }
    defer { _ = signal(SIGTERM, original) }

    let mode = try RawMode(
      fileDescriptor: terminal.device, cleanup: ControlSequence.showCursor,
      cleanupDescriptor: fds[1])
    #expect(terminal.localFlags() & tcflag_t(ICANON) == 0)
    raiseOnThisThread(SIGTERM)
    #expect(testTerminationSignals == 1)
    #expect(terminal.localFlags() & tcflag_t(ICANON) != 0)
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = read(fds[0], &buffer, buffer.count)
    #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "\u{1B}[?25h")
    mode.restore()
    // restore() put the test's handler back, so a second SIGTERM reaches it directly.
    raiseOnThisThread(SIGTERM)
    #expect(testTerminationSignals == 2)
  }

  @Test("the key reader decodes keys written to the terminal, then times out")
  func keyReaderOnTerminal() throws {
    let terminal = try PseudoTerminal()
    let mode = try RawMode(fileDescriptor: terminal.device, readsSignalKeys: true)
    defer { mode.restore() }
    let input: [UInt8] = Array("\u{1B}[Aq".utf8) + [0x03, 0x0D]
    _ = input.withUnsafeBytes { write(terminal.controller, $0.baseAddress, $0.count) }
    let reader = KeyReader(fileDescriptor: terminal.device)
    #expect(try reader.readKey(timeoutMilliseconds: 1000) == .up)
    #expect(try reader.readKey(timeoutMilliseconds: 1000) == .character("q"))
    #expect(try reader.readKey(timeoutMilliseconds: 1000) == .controlC)
    #expect(try reader.readKey(timeoutMilliseconds: 1000) == .enter)
    #expect(try reader.next(timeoutMilliseconds: 0) == .timeout)
  }

  @Test("a lone Escape is reported after the escape timeout; a closed input ends")
  func keyReaderOnPipe() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer { close(fds[0]) }
    let reader = KeyReader(fileDescriptor: fds[0], escapeTimeoutMilliseconds: 5)
    var escape: UInt8 = 0x1B
    _ = write(fds[1], &escape, 1)
    #expect(try reader.next(timeoutMilliseconds: 1000) == .key(.escape))
    close(fds[1])
    #expect(throws: TerminalError.endOfInput) { _ = try reader.next(timeoutMilliseconds: 1000) }
  }

  @Test("a resize signal shows up as a resize event and the new size is read back")
  func resize() throws {
    let terminal = try PseudoTerminal()
    let watcher = try ResizeWatcher()
    defer { watcher.stop() }
    #expect(throws: TerminalError.resizeWatcherAlreadyActive) { _ = try ResizeWatcher() }
    var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    try #require(ioctl(terminal.device, UInt(TIOCSWINSZ), &size) == 0)
    raiseOnThisThread(SIGWINCH)
    let reader = KeyReader(fileDescriptor: terminal.device, resizeWatcher: watcher)
    #expect(try reader.next(timeoutMilliseconds: 1000) == .resize)
    #expect(!watcher.consumeResizes())
    #expect(
      TerminalSize.current(fileDescriptor: terminal.device, environment: [:])
        == TerminalSize(columns: 100, rows: 30))
    #expect(
      TerminalDevice(fileDescriptor: terminal.device).size(environment: ["COLUMNS": "50"])
        == TerminalSize(columns: 100, rows: 30))
  }
}

@Suite("Terminal size fallbacks, control sequences and the device")
struct TerminalOutputTests {
  @Test("size falls back per dimension to COLUMNS/LINES, then to 80×24")
  func sizeFallbacks() {
    #expect(
      TerminalSize.resolve(reported: nil, environment: [:]) == TerminalSize(columns: 80, rows: 24))
    #expect(
      TerminalSize.resolve(reported: nil, environment: ["COLUMNS": "120", "LINES": "40"])
        == TerminalSize(columns: 120, rows: 40))
    #expect(
      TerminalSize.resolve(
        reported: TerminalSize(columns: 0, rows: 0), environment: ["COLUMNS": "x"])
        == TerminalSize(columns: 80, rows: 24))
    #expect(
      TerminalSize.resolve(
        reported: TerminalSize(columns: 132, rows: 0), environment: ["LINES": "-3"])
        == TerminalSize(columns: 132, rows: 24))
  }

  @Test("a pipe has no window size, so the environment decides")
  func pipeSize() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(
      TerminalSize.current(fileDescriptor: fds[1], environment: ["COLUMNS": "90"])
        == TerminalSize(columns: 90, rows: 24))
  }

  @Test("control sequences")
  func sequences() {
    #expect(ControlSequence.enterAlternateScreen == "\u{1B}[?1049h")
    #expect(ControlSequence.leaveAlternateScreen == "\u{1B}[?1049l")
    #expect(ControlSequence.clearScreen == "\u{1B}[2J\u{1B}[H")
    #expect(ControlSequence.hideCursor == "\u{1B}[?25l")
    #expect(ControlSequence.showCursor == "\u{1B}[?25h")
    #expect(ControlSequence.moveCursor(row: 3, column: 14) == "\u{1B}[3;14H")
    #expect(ControlSequence.moveCursor(row: 0, column: -2) == "\u{1B}[1;1H")
  }

  @Test("the device writes text and sequences to its descriptor")
  func deviceWrites() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    let device = TerminalDevice(fileDescriptor: fds[1])
    #expect(!device.isTerminal)
    try device.write("héllo ")
    try device.hideCursor()
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(fds[0], &buffer, buffer.count)
    #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "héllo \u{1B}[?25l")
  }

  @Test("a string sink collects what is written")
  func stringSink() {
    let sink = StringSink()
    sink.write("a")
    sink.write("b")
    #expect(sink.text == "ab")
  }

  @Test("errors describe themselves")
  func errorDescriptions() {
    #expect(
      TerminalError.notATerminal(fileDescriptor: 0).description
        == "file descriptor 0 is not a terminal")
    #expect(
      TerminalError.systemCall(name: "poll", errno: EBADF).description
        == "poll failed: Bad file descriptor (errno \(EBADF))")
  }
}
