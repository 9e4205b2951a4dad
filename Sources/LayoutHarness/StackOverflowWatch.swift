import LayoutReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a stack overflow apart from other crashes (`Grader.StackOverflowReporter` reads it).
///
/// The kernel reports a thread that runs out of stack as any invalid memory access, SIGSEGV, and
/// the grader turns Swift's own crash reports off (they take seconds). So the harness installs a
/// SIGSEGV handler, on a stack of its own, that writes the marker line to stderr when the faulting
/// address lies at the bottom of the main thread's stack (where endless recursion ends), then
/// restores the default handling and returns: the faulting access runs again and ends the program
/// as before. Linux only; elsewhere nothing is installed.
public enum StackOverflowWatch {
  /// Installs the handler; called on the main thread by `main.swift` before learner code runs.
  ///
  /// The bottom of the stack is estimated from an address near the top of the main thread's
  /// stack and RLIMIT_STACK (the kernel grows the main stack up to it); a fault up to 16 MiB below
  /// it (the guard gap, a large frame) or 256 KiB above counts. With no stack limit nothing is
  /// said.
  public static func install() {
    #if os(Linux)
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
        limit.rlim_cur < (1 << 40)
      else { return }
      var here = 0
      let top = withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) }
      stackLowest = top &- UInt(limit.rlim_cur)
      // The line is made now: a handler on a 64 KiB stack must not allocate.
      _ = stackOverflowLine.count
      let alternateSize = 64 << 10
      var alternate = stack_t(ss_sp: malloc(alternateSize), ss_flags: 0, ss_size: alternateSize)
      guard alternate.ss_sp != nil, sigaltstack(&alternate, nil) == 0 else { return }
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { _, info, _ in
        let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        if address < stackLowest &+ (256 << 10), address &+ (16 << 20) > stackLowest {
          stackOverflowLine.withUnsafeBufferPointer {
            _ = Glibc.write(2, $0.baseAddress, $0.count)
          }
        }
        signal(SIGSEGV, SIG_DFL)
      }
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(SIGSEGV, &action, nil)
    #endif
  }
}

#if os(Linux)
  /// The estimated lowest address of the main thread's stack (written once, before any fault).
  nonisolated(unsafe) private var stackLowest: UInt = 0
  /// The line the handler writes.
  private let stackOverflowLine = Array(
    "\(ProgramChannel.stackOverflowMarker) the main thread ran out of stack (endless recursion?)\n"
      .utf8)
#endif
