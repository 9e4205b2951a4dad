import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process in its own process group, its output going to two files.
///
/// `posix_spawn` rather than `Process`: the group lets a kill reach whatever the child started,
/// and files rather than pipes mean a killed child's descendants cannot keep a reader waiting.
public final class SpawnedProcess {
  /// How a child ended.
  public enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signalled(Int32)
  }

  /// What a finished child left behind.
  public struct Result: Sendable {
    /// Its exit status or the signal that ended it.
    public var ending: Ending
    /// What it wrote to standard output.
    public var output: String
    /// What it wrote to standard error.
    public var errors: String
    /// Seconds from spawning to reaping.
    public var seconds: Double

    /// Exit status 0: the command acknowledged its work.
    public var succeeded: Bool { ending == .exited(0) }

    /// Creates a result from its parts.
    public init(ending: Ending, output: String, errors: String, seconds: Double) {
      self.ending = ending
      self.output = output
      self.errors = errors
      self.seconds = seconds
    }
  }

  /// The child's process id, which is also its process group's.
  public let pid: pid_t
  private let outputPath: String
  private let errorsPath: String
  private let started = ContinuousClock.now
  private var reaped: Result?

  /// Starts `executable` with `arguments` and exactly `environment`, standard input from
  /// `/dev/null`, and standard output and error to `<name>.out` and `<name>.err` in `logs`.
  ///
  /// - Throws: `SpawnFailure` when the process cannot be started.
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String], logs: URL,
    name: String
  ) throws {
    outputPath = logs.appendingPathComponent(name + ".out").path
    errorsPath = logs.appendingPathComponent(name + ".err").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // As a shell starts a command (a grader stopped by SIGINT must see it), in a group of its own.
    ShellLikeSpawn.resetSignals(&attributes, extraFlags: Int32(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let envp = environment.keys.sorted().map { strdup("\($0)=\(environment[$0] ?? "")") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var child = pid_t()
    let code = posix_spawn(&child, executable.path, &actions, &attributes, argv, envp)
    guard code == 0 else {
      throw SpawnFailure(description: "cannot start \(executable.path): error \(code)")
    }
    pid = child
  }

  /// SIGKILL to the child's whole process group (nothing happens if it already ended).
  public func killGroup() {
    #if canImport(Glibc)
      _ = Glibc.kill(-pid, SIGKILL)
    #else
      _ = Darwin.kill(-pid, SIGKILL)
    #endif
  }

  /// The result if the child has ended, without waiting.
  public func poll() -> Result? {
    if let reaped { return reaped }
    var status: Int32 = 0
    let done = waitpid(pid, &status, WNOHANG)
    guard done == pid else { return nil }
    return finish(status)
  }

  /// Waits for the child to end.
  public func wait() -> Result {
    if let reaped { return reaped }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return finish(status)
  }

  private func finish(_ status: Int32) -> Result {
    let seconds = Double((ContinuousClock.now - started) / .microseconds(1)) / 1e6
    // WIFSIGNALED and friends are macros Swift does not import; the low 7 bits hold the signal.
    let signal = status & 0x7f
    let ending: Ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    let result = Result(
      ending: ending, output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "", seconds: seconds)
    reaped = result
    return result
  }
}

/// A child process that could not be started, and why.
public struct SpawnFailure: Error, CustomStringConvertible {
  /// The executable and the error number `posix_spawn` returned.
  public let description: String
}
