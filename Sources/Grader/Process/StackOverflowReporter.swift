/// Tells a stack overflow apart from other crashes in a learner's program.
///
/// The kernel reports a thread that runs out of stack as any invalid memory access, SIGSEGV, and
/// the grader turns Swift's own crash reports off (they take seconds). So the harness installs a
/// SIGSEGV handler, on a stack of its own, that writes `marker` to stderr when the faulting address
/// lies at the bottom of the main thread's stack (where endless recursion ends), then restores the
/// default handling and returns: the faulting access runs again and ends the program as before.
public enum StackOverflowReporter {
  /// The start of the line the handler writes.
  public static let marker = "Stack overflow:"

  /// Swift source for the harness's `main.swift`, after `ReportChannel`'s imports (Linux only).
  ///
  /// The bottom of the stack is estimated from an address near the top of the main thread's stack
  /// and RLIMIT_STACK (the kernel grows the main stack up to it); a fault up to 16 MiB below it
  /// (the guard gap, a large frame) or 256 KiB above counts. With no stack limit nothing is said.
  public static let harnessPrologue = """
    #if os(Linux)
      /// The estimated lowest address of the main thread's stack.
      private var layoutlingsStackLowest: UInt = 0

      /// Says "\(marker) …" on stderr when the main thread runs out of stack.
      private let layoutlingsStackOverflowReporter: Void = {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
          limit.rlim_cur < (1 << 40)
        else { return }
        var here = 0
        let top = withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) }
        layoutlingsStackLowest = top &- UInt(limit.rlim_cur)
        let alternateSize = 64 << 10
        var alternate = stack_t(ss_sp: malloc(alternateSize), ss_flags: 0, ss_size: alternateSize)
        guard alternate.ss_sp != nil, sigaltstack(&alternate, nil) == 0 else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, info, _ in
          let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
          if address < layoutlingsStackLowest &+ (256 << 10),
            address &+ (16 << 20) > layoutlingsStackLowest
          {
            let message = "\(marker) the main thread ran out of stack (endless recursion?)\\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
          }
          signal(SIGSEGV, SIG_DFL)
        }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigaction(SIGSEGV, &action, nil)
      }()
    #endif

    """
}
