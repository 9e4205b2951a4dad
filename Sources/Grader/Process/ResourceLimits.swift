/// Limits the kernel enforces on a child process (setrlimit), applied between fork and exec.
///
/// `nil` leaves a limit as inherited. Core dumps are always disabled.
public struct ResourceLimits: Sendable, Equatable {
  /// RLIMIT_CPU: CPU seconds before SIGXCPU (and SIGKILL one second later).
  public var cpuSeconds: Int?
  /// RLIMIT_AS: bytes of virtual address space. Allocations beyond it fail, which a Swift program
  /// reports as "failed to allocate … bytes of memory" before it aborts.
  public var addressSpaceBytes: Int?
  /// RLIMIT_FSIZE: the largest file the child may write; writing beyond it raises SIGXFSZ.
  public var fileSizeBytes: Int?
  /// How many more processes or threads the child's user may start (RLIMIT_NPROC).
  ///
  /// RLIMIT_NPROC counts every process and thread of the real user id, not just the child's, so
  /// the limit is set to the number of tasks running on the whole system (an upper bound of the
  /// user's own) plus this allowance. The kernel does not apply RLIMIT_NPROC to root; there the
  /// process group kill on timeout is what stops a fork bomb.
  public var additionalProcesses: Int?
  /// RLIMIT_NOFILE: open file descriptors.
  public var openFiles: Int?
  /// RLIMIT_STACK: bytes of the main thread's stack, where learner code runs. A fixed size makes
  /// endless recursion end the same way everywhere, and lets the harness recognise it.
  public var stackBytes: Int?

  /// Creates limits; every limit defaults to none.
  public init(
    cpuSeconds: Int? = nil, addressSpaceBytes: Int? = nil, fileSizeBytes: Int? = nil,
    additionalProcesses: Int? = nil, openFiles: Int? = nil, stackBytes: Int? = nil
  ) {
    self.cpuSeconds = cpuSeconds
    self.addressSpaceBytes = addressSpaceBytes
    self.fileSizeBytes = fileSizeBytes
    self.additionalProcesses = additionalProcesses
    self.openFiles = openFiles
    self.stackBytes = stackBytes
  }

  /// Limits for a learner's program: 5 CPU seconds, 1 GiB of address space (a Swift program
  /// with Foundation maps about 70 MiB before it does anything), 16 MiB files, 64 more processes,
  /// 256 open files, an 8 MiB stack.
  public static let learnerProgram = ResourceLimits(
    cpuSeconds: 5, addressSpaceBytes: 1 << 30, fileSizeBytes: 16 << 20, additionalProcesses: 64,
    openFiles: 256, stackBytes: 8 << 20)

  /// No limits besides disabled core dumps: for the compiler.
  public static let none = ResourceLimits()
}
