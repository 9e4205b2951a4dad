import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something outside the sandbox that a hostile program tries to reach, set up before it runs
/// and asked afterwards whether it was reached: a listening Unix socket, a terminal, a secret
/// file, a process with a known command line.
public protocol HostileTrap: AnyObject, Sendable {
  /// What the program reached, in words ("a Unix socket took a connection"); nil when nothing.
  func sprung() -> String?
  /// Takes the trap down (closes, kills, removes).
  func dismantle()
}

/// A Unix socket listening at `path` in the temporary directory, as a terminal multiplexer's or
/// an agent's does: sprung when a connection waits in its backlog.
public final class UnixSocketTrap: HostileTrap, @unchecked Sendable {
  /// The socket file's path.
  public let path: String
  private let descriptor: Int32

  /// Creates and listens on a new socket file.
  public init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-trap-\(UInt32.random(in: 0...UInt32.max)).sock").path
    #if canImport(Glibc)
      descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw TrapFailure(description: "socket: errno \(errno)") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(descriptor)
      throw TrapFailure(description: "socket path too long: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(descriptor, 8) == 0 else {
      close(descriptor)
      throw TrapFailure(description: "bind/listen on \(path): errno \(errno)")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  public func sprung() -> String? {
    let connection = accept(descriptor, nil, nil)
    guard connection >= 0 else { return nil }
    close(connection)
    return "a Unix socket outside took a connection"
  }

  public func dismantle() {
    close(descriptor)
    unlink(path)
  }
}

/// A pseudo-terminal of the user's, as another terminal window is: sprung when `marker`
/// appears on it (written to it, or pushed into its input, which it echoes).
public final class TerminalTrap: HostileTrap, @unchecked Sendable {
  /// The terminal's path under `/dev/pts/`.
  public let path: String
  private let marker: String
  private let controller: Int32
  private let device: Int32

  /// Opens a new pseudo-terminal that looks for `marker`.
  public init(marker: String) throws {
    self.marker = marker
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { throw TrapFailure(description: "no /dev/ptmx: errno \(errno)") }
    guard let name = PseudoTerminal.unlock(controller) else {
      close(controller)
      throw TrapFailure(description: "cannot unlock a pseudo-terminal")
    }
    path = name
    device = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard device >= 0 else {
      close(controller)
      throw TrapFailure(description: "cannot open \(path)")
    }
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    _ = fcntl(device, F_SETFL, fcntl(device, F_GETFL) | O_NONBLOCK)
  }

  public func sprung() -> String? {
    var seen: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    // What was written to it shows on the controller; what was pushed into its input waits on
    // the device side (and is echoed to the controller).
    for descriptor in [controller, device] {
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        seen += buffer.prefix(count)
      }
    }
    guard String(decoding: seen, as: UTF8.self).contains(marker) else { return nil }
    return "a terminal outside showed the program's text"
  }

  public func dismantle() {
    close(device)
    close(controller)
  }
}

/// A file outside the program's folder, as the workspace's store is, and a process whose
/// command line holds a marker: the program reports (by failing) whether it saw either.
public final class SecretTrap: HostileTrap, @unchecked Sendable {
  /// The secret file.
  public let secretPath: String
  /// The argument of the `sleep` that stands for another process of the machine.
  public let commandLineMarker: String
  private let folder: URL
  private let process: Process

  /// Writes the secret and starts the marked process.
  public init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    secretPath = folder.appendingPathComponent("layoutlings.sqlite").path
    try Data("progress".utf8).write(to: URL(fileURLWithPath: secretPath))
    commandLineMarker = ProcessTable.uniqueSleepArgument()
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sleep")
    process.arguments = [commandLineMarker]
    try process.run()
  }

  /// The program says what it saw by its verdict.
  public func sprung() -> String? { nil }

  public func dismantle() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A trap that could not be set up.
public struct TrapFailure: Error, CustomStringConvertible {
  public var description: String
}
