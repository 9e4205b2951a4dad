import CSandboxSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe that ties sandboxed programs to this process's life.
///
/// This process holds the write end for as long as it runs and never writes to it; each
/// sandbox's monitor watches the read end. When this process exits, whatever stopped it (Ctrl-C,
/// SIGTERM, a closed terminal, SIGKILL), the kernel closes the write end, the monitors read EOF
/// and kill their programs' namespaces: no sleeping program outlives the grader that started it.
/// Both ends close on exec, so no other program this process starts holds the pipe open.
enum Lifeline {
  /// The read end, or -1 when the pipe could not be made (the programs then live only as long
  /// as their wall-clock limit).
  static let readEnd: Int32 = {
    var ends: [Int32] = [-1, -1]
    guard csandbox_cloexec_pipe(&ends) == 0 else { return -1 }
    // The write end is deliberately never closed: this process's exit closes it.
    return ends[0]
  }()
}
