import CSandboxSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started in its own session (so its own process group, with no controlling
/// terminal) under resource limits.
///
/// Foundation's `Process` cannot set rlimits, and `posix_spawn` has no attribute for them, so the
/// child is started by a small C function (`csandbox_spawn`) that forks, and in the child sets a
/// new process group, default signal handling, the given descriptors, the working directory and
/// the limits, then execs. Only async-signal-safe system calls run between fork and exec. A pipe
/// marked close-on-exec reports which step failed, with its errno, if exec never happens.
/// Compared with `sh -c 'ulimit …; exec "$0" "$@"'` this needs no shell, has no unit or option
/// differences between shells, sets soft and hard limits exactly, and names the failing step.
public final class ChildProcess {
  /// The child's process id, which is also its process group id. Under namespaces this is a
  /// monitor that ends the way the program ends, after every process of its namespace.
  public let processID: pid_t
  /// The isolation the kernel allowed.
  public let isolation: SandboxIsolation
  private var finalExit: Exit?

  /// What namespaces add around an untrusted program, when the kernel allows them.
  public struct Confinement: Sendable, Equatable {
    /// An empty directory to build the private root on; nil for read-only mounts only.
    public var stagingDirectory: String?
    /// What the program sees of the machine under its private root, read-only.
    public var visiblePaths: [String]
    /// Whether the program dies with this process (see `Lifeline`).
    public var diesWithCaller: Bool

    /// Creates a confinement.
    public init(stagingDirectory: String?, visiblePaths: [String], diesWithCaller: Bool = true) {
      self.stagingDirectory = stagingDirectory
      self.visiblePaths = visiblePaths
      self.diesWithCaller = diesWithCaller
    }
  }

  /// How a child ended, with its resource usage.
  public struct Exit: Sendable, Equatable {
    /// Exit status or terminating signal.
    public var termination: Termination
    /// User plus system CPU time in microseconds.
    public var cpuMicroseconds: Int
    /// Peak resident memory in bytes.
    public var peakResidentBytes: Int
  }

  /// Starts `executable` (an absolute path) with `arguments` (argv[1…]) and exactly
  /// `environment`. The child's descriptor i is `fileDescriptors[i]`; every other is closed.
  /// Namespaces the system refuses are left out (see `isolation`); under namespaces,
  /// `confinement` adds a private root and ties the program's life to this process's.
  public init(
    executable: String, arguments: [String], environment: [String: String],
    workingDirectory: String?, fileDescriptors: [Int32], limits: ResourceLimits,
    isolation policy: SandboxIsolation.Policy = .processGroup, confinement: Confinement? = nil
  ) throws {
    // Sorted so the child's environment does not depend on dictionary order.
    let environmentEntries = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }
    var cLimits = csandbox_limits(
      cpu_seconds: Self.limitValue(limits.cpuSeconds),
      address_space_bytes: Self.limitValue(limits.addressSpaceBytes),
      file_size_bytes: Self.limitValue(limits.fileSizeBytes),
      process_count: Self.processLimit(additional: limits.additionalProcesses),
      open_files: Self.limitValue(limits.openFiles),
      core_file_bytes: 0,
      stack_bytes: Self.limitValue(limits.stackBytes))
    var pid: pid_t = 0
    var failure = csandbox_failure()
    var inEffect: Int32 = 0
    func spawn(_ isolation: csandbox_isolation, privateRoot: Bool) -> Int32 {
      Self.withCStrings([executable] + arguments) { argv in
        Self.withCStrings(environmentEntries) { envp in
          Self.withCStrings(confinement?.visiblePaths ?? []) { visible in
            fileDescriptors.withUnsafeBufferPointer { fds in
              Self.withOptionalCString(workingDirectory) { directory in
                Self.withOptionalCString(privateRoot ? confinement?.stagingDirectory : nil) {
                  staging in
                  var cConfinement = csandbox_confinement(
                    staging_directory: staging,
                    visible_paths: UnsafeRawPointer(visible).assumingMemoryBound(
                      to: UnsafePointer<CChar>?.self),
                    lifeline_fd: confinement?.diesWithCaller == true ? Lifeline.readEnd : -1)
                  return csandbox_spawn(
                    executable, argv, envp, directory, fds.baseAddress, Int32(fds.count),
                    &cLimits, Int32(isolation.rawValue), &cConfinement, &inEffect, &pid, &failure)
                }
              }
            }
          }
        }
      }
    }
    var result: Int32
    switch policy {
    case .processGroup:
      result = spawn(CSANDBOX_ISOLATION_NONE, privateRoot: false)
    case .namespacesWhereAvailable:
      result = spawn(CSANDBOX_ISOLATION_NAMESPACES, privateRoot: true)
      // A private root that could not be finished: read-only mounts instead.
      if result != 0, failure.step == Int32(CSANDBOX_STEP_PRIVATE_ROOT.rawValue) {
        result = spawn(CSANDBOX_ISOLATION_NAMESPACES, privateRoot: false)
      }
      // No user namespaces here (a kernel or security policy that refuses them): a process
      // group and limits are what is left.
      if result != 0, Self.isNamespaceRefusal(failure.step) {
        result = spawn(CSANDBOX_ISOLATION_NONE, privateRoot: false)
      }
    }
    guard result == 0 else {
      throw GraderError.spawnFailed(
        executable: executable, step: Self.stepName(failure.step), errno: failure.error_number)
    }
    processID = pid
    isolation = SandboxIsolation(inEffect: inEffect)
  }

  private static func isNamespaceRefusal(_ step: Int32) -> Bool {
    step == Int32(CSANDBOX_STEP_USER_NAMESPACE.rawValue)
      || step == Int32(CSANDBOX_STEP_NAMESPACES.rawValue)
  }

  /// Whether the child has terminated. It is not reaped, so its process group id stays reserved
  /// and `killGroup` cannot hit an unrelated group.
  public var hasTerminated: Bool {
    finalExit != nil || csandbox_has_terminated(processID) == 1
  }

  /// Sends `signal` to every process in the child's group (grandchildren included).
  public func killGroup(_ signal: Int32 = SIGKILL) {
    _ = csandbox_kill_group(processID, signal)
  }

  /// Waits for the child to terminate and reaps it; later calls return the same exit.
  public func waitForExit() throws -> Exit {
    if let finalExit { return finalExit }
    var raw = csandbox_exit()
    guard csandbox_reap(processID, &raw) == 0 else {
      throw GraderError.systemCall("wait4", errno: errno, context: "waiting for \(processID)")
    }
    let exit = Exit(
      termination: raw.exited == 1 ? .exited(Int32(raw.code)) : .signaled(Int32(raw.code)),
      cpuMicroseconds: Int(raw.user_microseconds + raw.system_microseconds),
      peakResidentBytes: Int(raw.max_resident_kibibytes) * 1024)
    finalExit = exit
    return exit
  }

  deinit {
    // Never leave a zombie or a runaway group behind.
    if finalExit == nil {
      killGroup(SIGKILL)
      var raw = csandbox_exit()
      _ = csandbox_reap(processID, &raw)
    }
  }

  // MARK: - Helpers

  private static func limitValue(_ value: Int?) -> Int64 {
    value.map { Int64(max(0, $0)) } ?? -1
  }

  /// RLIMIT_NPROC counts the user's tasks across the system: allow those running now plus
  /// `additional`. The total number of tasks on the system (4th field of /proc/loadavg,
  /// "running/total") bounds the user's own from above. Without /proc: no limit.
  static func processLimit(additional: Int?) -> Int64 {
    guard let additional else { return -1 }
    guard let file = fopen("/proc/loadavg", "r") else { return -1 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return -1 }
    let line = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = line.split(separator: " ")
    guard fields.count >= 4, let slash = fields[3].firstIndex(of: "/"),
      let total = Int64(fields[3][fields[3].index(after: slash)...])
    else { return -1 }
    return total + Int64(max(0, additional))
  }

  static func stepName(_ step: Int32) -> String {
    switch step {
    case Int32(CSANDBOX_STEP_PIPE.rawValue): "creating the status pipe"
    case Int32(CSANDBOX_STEP_FORK.rawValue): "fork"
    case Int32(CSANDBOX_STEP_PROCESS_GROUP.rawValue): "setsid"
    case Int32(CSANDBOX_STEP_SIGNALS.rawValue): "resetting signals"
    case Int32(CSANDBOX_STEP_FILE_DESCRIPTORS.rawValue): "setting up file descriptors"
    case Int32(CSANDBOX_STEP_WORKING_DIRECTORY.rawValue): "chdir"
    case Int32(CSANDBOX_STEP_LIMIT_CPU.rawValue): "setrlimit(RLIMIT_CPU)"
    case Int32(CSANDBOX_STEP_LIMIT_ADDRESS_SPACE.rawValue): "setrlimit(RLIMIT_AS)"
    case Int32(CSANDBOX_STEP_LIMIT_FILE_SIZE.rawValue): "setrlimit(RLIMIT_FSIZE)"
    case Int32(CSANDBOX_STEP_LIMIT_PROCESSES.rawValue): "setrlimit(RLIMIT_NPROC)"
    case Int32(CSANDBOX_STEP_LIMIT_OPEN_FILES.rawValue): "setrlimit(RLIMIT_NOFILE)"
    case Int32(CSANDBOX_STEP_LIMIT_CORE.rawValue): "setrlimit(RLIMIT_CORE)"
    case Int32(CSANDBOX_STEP_LIMIT_STACK.rawValue): "setrlimit(RLIMIT_STACK)"
    case Int32(CSANDBOX_STEP_EXEC.rawValue): "execve"
    case Int32(CSANDBOX_STEP_USER_NAMESPACE.rawValue): "entering a user namespace"
    case Int32(CSANDBOX_STEP_NAMESPACES.rawValue): "entering PID, network and mount namespaces"
    case Int32(CSANDBOX_STEP_INIT.rawValue): "starting the namespace's init"
    case Int32(CSANDBOX_STEP_PRIVATE_ROOT.rawValue): "finishing the private root"
    default: "step \(step)"
    }
  }

  /// Calls `body` with a NULL-terminated array of C strings that lives for the call.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer {
      for pointer in pointers { free(pointer) }
    }
    // Never empty (the terminating nil is there), so the base address exists.
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  private static func withOptionalCString<Result>(
    _ string: String?, _ body: (UnsafePointer<CChar>?) -> Result
  ) -> Result {
    guard let string else { return body(nil) }
    return string.withCString { body($0) }
  }
}

/// How a process ended: an exit status or a terminating signal.
public enum Termination: Sendable, Equatable, CustomStringConvertible {
  /// The process called exit with this status.
  case exited(Int32)
  /// A signal ended the process.
  case signaled(Int32)

  /// "exited with status 3", "killed by SIGSEGV".
  public var description: String {
    switch self {
    case .exited(let code): "exited with status \(code)"
    case .signaled(let signal): "killed by \(Signals.name(signal))"
    }
  }
}
