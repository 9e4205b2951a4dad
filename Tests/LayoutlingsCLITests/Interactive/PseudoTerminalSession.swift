import Checkout
import Foundation
import Testing

@testable import LayoutlingsCLI

/// The built `layoutlings` executable, found next to the test bundle.
func layoutlingsExecutable() throws -> URL {
  var folders: [URL] = []
  if let executable = Bundle.main.executableURL {
    folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
  }
  for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
    folders.append(bundle.bundleURL.deletingLastPathComponent())
  }
  let candidates = folders.map { $0.appendingPathComponent("layoutlings") }
  return try #require(
    candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
    "layoutlings is not built next to the tests; run `swift build --build-tests`")
}

/// A folder holding a copy of the real device table (it has the fixture course's devices), for
/// `LAYOUTLINGS_DATA`.
func fixtureDataFolder(in scratch: ScratchFolder) throws -> URL {
  let data = scratch.url.appendingPathComponent("data", isDirectory: true)
  try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  let checkout = try #require(Checkout.root)
  let table = data.appendingPathComponent("devices.json")
  if !FileManager.default.fileExists(atPath: table.path) {
    try FileManager.default.copyItem(
      at: Checkout.dataFolder(of: checkout).appendingPathComponent("devices.json"), to: table)
  }
  return data
}

/// `layoutlings` running on a pseudo-terminal: the test types into the controller side and
/// reads what the program draws.
///
/// The program's screen is read from its output: every redraw starts at the top-left corner
/// (`ESC [ H`), so the text after the last one, without escape sequences, is the screen.
final class PseudoTerminalSession {
  let controller: Int32
  let device: Int32
  let program: SpawnedProgram
  /// How the program ended, once it has.
  private(set) var termination: SpawnedProgram.Termination?
  private(set) var output: [UInt8] = []

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(arguments: [String], environment: [String: String], columns: Int, rows: Int) throws {
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard controller >= 0 else { throw Failure(description: "cannot open /dev/ptmx") }
    // TIOCSPTLCK and TIOCGPTN (asm-generic ioctl numbers) are not imported into Swift.
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(controller, UInt(0x4004_5431), &unlock) == 0,
      ioctl(controller, UInt(0x8004_5430), &number) == 0
    else {
      close(controller)
      throw Failure(description: "cannot unlock the pseudo-terminal")
    }
    device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard device >= 0 else {
      close(controller)
      throw Failure(description: "cannot open /dev/pts/\(number)")
    }
    _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
    _ = fcntl(device, F_SETFD, FD_CLOEXEC)
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    // Started as a shell would: no signal blocked or ignored, whatever the test runner does.
    program = try SpawnedProgram.start(
      path: try layoutlingsExecutable().path, arguments: ["layoutlings"] + arguments,
      environment: environment, standardStreams: device)
  }

  deinit {
    if isRunning {
      kill(program.processIdentifier, SIGKILL)
      termination = program.wait()
    }
    close(device)
    close(controller)
  }

  /// Whether the program is still running.
  var isRunning: Bool {
    if termination == nil { termination = program.poll() }
    return termination == nil
  }

  /// Sends `signal` to the program.
  func send(signal: Int32) {
    _ = kill(program.processIdentifier, signal)
  }

  /// Resizes the window and tells the program, as a terminal emulator would.
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    send(signal: SIGWINCH)
  }

  /// Types `text` as keys.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Everything the program wrote, as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// The last screen drawn, line by line, without escape sequences.
  var screen: [String] {
    let frames = text.components(separatedBy: "\u{1B}[H")
    let last = Self.stripEscapes(frames.last ?? "").replacingOccurrences(of: "\r", with: "")
    return last.components(separatedBy: "\n")
  }

  /// Reads output until the last screen contains `needle`; false after `seconds`.
  func waitForScreen(containing needle: String, seconds: Double = 20) -> Bool {
    waitUntil(seconds: seconds) { $0.screen.contains { $0.contains(needle) } }
  }

  /// Reads output until `condition` holds or the program ended; false after `seconds`.
  func waitUntil(seconds: Double, _ condition: (PseudoTerminalSession) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(self) { return true }
      readAvailable(waitMilliseconds: 50)
      if !isRunning {
        readAvailable(waitMilliseconds: 0)
        return condition(self)
      }
    }
    return condition(self)
  }

  /// Waits for the program to end, reading what it still writes; false if it does not end.
  func waitForExit(seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning, Date() < deadline {
      readAvailable(waitMilliseconds: 50)
    }
    readAvailable(waitMilliseconds: 0)
    return !isRunning
  }

  /// The local-mode flags of the terminal (canonical input, echo, signals).
  var localFlags: tcflag_t {
    var attributes = termios()
    _ = tcgetattr(device, &attributes)
    return attributes.c_lflag
  }

  private func readAvailable(waitMilliseconds: Int32) {
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    var wait = waitMilliseconds
    while poll(&descriptor, 1, wait) > 0, descriptor.revents & Int16(POLLIN) != 0 {
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(controller, &chunk, chunk.count)
      guard count > 0 else { return }
      output += chunk[0..<count]
      wait = 0
    }
  }

  private static func stripEscapes(_ text: String) -> String {
    var result = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      // ESC [ parameters final, or ESC and one more character.
      guard let next = iterator.next(), next == "[" else { continue }
      while let byte = iterator.next(), !(0x40...0x7E).contains(byte.value) {}
    }
    return result
  }
}
