import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started the way a shell starts one: every signal at its default disposition and
/// none blocked, whatever this process ignores or blocks at the time (`EditorLauncher` ignores
/// Ctrl-C while the editor runs, and the editor must still get it).
package struct SpawnedProgram {
  /// The child's process id.
  package let processIdentifier: pid_t

  /// How a program ended.
  package enum Termination: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
  }

  /// Why a program could not be started.
  package struct StartFailure: Error, CustomStringConvertible {
    package var path: String
    package var code: Int32
    package var description: String { "cannot start \(path): \(String(cString: strerror(code)))" }
  }

  /// Starts `path` with `arguments` (the program's name first).
  /// - Parameters:
  ///   - environment: the child's environment; nil passes this process's on.
  ///   - standardStreams: a descriptor to make the child's standard input, output and error;
  ///     nil keeps this process's.
  /// - Throws: `StartFailure` when the program cannot be started.
  package static func start(
    path: String, arguments: [String], environment: [String: String]? = nil,
    standardStreams: Int32? = nil
  ) throws -> SpawnedProgram {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let descriptor = standardStreams {
      for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
      }
    }

    let environmentLines = environment.map { variables in
      variables.keys.sorted().map { "\($0)=\(variables[$0] ?? "")" }
    }
    var identifier: pid_t = 0
    let code = withCStrings(arguments) { argv in
      guard let environmentLines else {
        return posix_spawn(&identifier, path, &actions, &attributes, argv, environ)
      }
      return withCStrings(environmentLines) { envp in
        posix_spawn(&identifier, path, &actions, &attributes, argv, envp)
      }
    }
    guard code == 0 else { throw StartFailure(path: path, code: code) }
    return SpawnedProgram(processIdentifier: identifier)
  }

  /// Waits for the program to end.
  package func wait() -> Termination {
    var status: Int32 = 0
    while waitpid(processIdentifier, &status, 0) < 0, errno == EINTR {}
    return Self.termination(status)
  }

  /// How the program ended, or nil while it runs.
  package func poll() -> Termination? {
    var status: Int32 = 0
    guard waitpid(processIdentifier, &status, WNOHANG) == processIdentifier else { return nil }
    return Self.termination(status)
  }

  /// Decodes a `waitpid` status (the `WIFEXITED` family are macros Swift does not import).
  package static func termination(_ status: Int32) -> Termination {
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings.
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) } + [nil]
  defer {
    for pointer in pointers { free(pointer) }
  }
  return body(pointers)
}
