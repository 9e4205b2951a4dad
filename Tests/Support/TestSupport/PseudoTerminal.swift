import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running on a pseudo-terminal: the caller types into the controller side and reads
/// what the program draws, as a learner's terminal would.
public final class PseudoTerminal {
  /// How a program ended.
  public enum Termination: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
  }

  /// Why the terminal or the program could not be set up.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The controller side, which the caller reads and writes.
  public let controller: Int32
  /// The terminal side, the program's standard input, output and error.
  public let device: Int32
  /// The program's process id.
  public let processIdentifier: pid_t
  /// How the program ended, once it has.
  public private(set) var termination: Termination?
  /// Everything the program wrote so far.
  public private(set) var output: [UInt8] = []

  /// Starts `executable` with `arguments` (without the program's name) and exactly
  /// `environment`, on a terminal of `columns` × `rows`. The program starts as a shell starts
  /// one: no signal blocked or ignored, whatever the caller does.
  public init(
    executable: URL, arguments: [String], environment: [String: String], columns: Int, rows: Int
  ) throws {
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard controller >= 0 else { throw Failure(description: "cannot open /dev/ptmx") }
    guard let path = Self.unlock(controller) else {
      close(controller)
      throw Failure(description: "cannot unlock the pseudo-terminal")
    }
    device = open(path, O_RDWR | O_NOCTTY)
    guard device >= 0 else {
      close(controller)
      throw Failure(description: "cannot open \(path)")
    }
    _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
    _ = fcntl(device, F_SETFD, FD_CLOEXEC)
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    do {
      processIdentifier = try Self.spawn(
        executable.path, arguments: [executable.lastPathComponent] + arguments,
        environment: environment, streams: device)
    } catch {
      close(device)
      close(controller)
      throw error
    }
  }

  deinit {
    if isRunning {
      kill(processIdentifier, SIGKILL)
      var status: Int32 = 0
      while waitpid(processIdentifier, &status, 0) < 0, errno == EINTR {}
    }
    close(device)
    close(controller)
  }

  /// Whether the program is still running.
  public var isRunning: Bool {
    if termination == nil {
      var status: Int32 = 0
      if waitpid(processIdentifier, &status, WNOHANG) == processIdentifier {
        let signal = status & 0x7F
        termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
      }
    }
    return termination == nil
  }

  /// Sends `signal` to the program.
  public func send(signal: Int32) {
    _ = kill(processIdentifier, signal)
  }

  /// Resizes the window and tells the program, as a terminal emulator would.
  public func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    send(signal: SIGWINCH)
  }

  /// Types `text` as keys.
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Everything the program wrote, as text.
  public var text: String { String(decoding: output, as: UTF8.self) }

  /// The last screen drawn, line by line, without escape sequences.
  public var screen: [String] { TerminalScreen.lines(of: text) }

  /// Reads output until the last screen has a line containing `needle`; false after `seconds`.
  public func waitForScreen(containing needle: String, seconds: Double = 20) -> Bool {
    waitUntil(seconds: seconds) { $0.screen.contains { $0.contains(needle) } }
  }

  /// Reads output until `condition` holds or the program ended; false after `seconds`.
  public func waitUntil(seconds: Double, _ condition: (PseudoTerminal) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(self) { return true }
      readAvailable(waitMilliseconds: 20)
      if !isRunning {
        readAvailable(waitMilliseconds: 0)
        return condition(self)
      }
    }
    return condition(self)
  }

  /// Waits for the program to end, reading what it still writes; false if it does not end.
  public func waitForExit(seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning, Date() < deadline {
      readAvailable(waitMilliseconds: 50)
    }
    readAvailable(waitMilliseconds: 0)
    return !isRunning
  }

  /// Reads what the program wrote for `seconds`, so its output never fills the terminal's
  /// buffer while the caller waits.
  public func drain(seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline, isRunning {
      readAvailable(waitMilliseconds: 50)
    }
  }

  /// The local-mode flags of the terminal (canonical input, echo, signals).
  public var localFlags: tcflag_t {
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

  /// Unlocks the terminal side of `controller` and returns its path.
  /// Unlocks the terminal of the controller `controller` (opened from `/dev/ptmx`) and returns
  /// the terminal's path, or nil.
  public static func unlock(_ controller: Int32) -> String? {
    #if os(Linux)
      // TIOCSPTLCK and TIOCGPTN (asm-generic ioctl numbers) are not imported into Swift.
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(controller, UInt(0x4004_5431), &unlock) == 0,
        ioctl(controller, UInt(0x8004_5430), &number) == 0
      else { return nil }
      return "/dev/pts/\(number)"
    #else
      guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller)
      else { return nil }
      return String(cString: name)
    #endif
  }

  /// posix_spawn with every signal at its default disposition and none blocked, and `streams`
  /// as standard input, output and error.
  private static func spawn(
    _ path: String, arguments: [String], environment: [String: String], streams: Int32
  ) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ShellLikeSpawn.resetSignals(&attributes)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, streams, target)
    }
    let lines = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = lines.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var identifier: pid_t = 0
    let code = posix_spawn(&identifier, path, &actions, &attributes, argv, envp)
    guard code == 0 else {
      throw Failure(description: "cannot start \(path): \(String(cString: strerror(code)))")
    }
    return identifier
  }
}
