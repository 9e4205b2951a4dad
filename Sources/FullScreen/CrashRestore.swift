import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back when the process crashes (a trap, a bad access, an abort) while a
/// full-screen view holds it.
///
/// The handler runs `TerminalRestoreHook.run()` (async-signal-safe: `tcsetattr` and `write`),
/// puts back the handler that was there before (such as Swift's backtracer) and raises the
/// signal again, so the crash is reported and the process ends as it would have.
package enum CrashRestore {
  /// The signals a crash arrives as.
  package static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]
  private static let tableSize = 65

  // Preallocated so the handler never allocates.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: tableSize)
    pointer.initialize(repeating: sigaction(), count: tableSize)
    return pointer
  }()
  nonisolated(unsafe) private static var isInstalled = false

  /// Installs the handlers once per process.
  package static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    for signalNumber in crashSignals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { CrashRestore.handle($0) }
      #else
        action.__sigaction_u.__sa_handler = { CrashRestore.handle($0) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      _ = sigaction(signalNumber, &action, previous + Int(signalNumber))
    }
  }

  private static func handle(_ signalNumber: Int32) {
    TerminalRestoreHook.run()
    if signalNumber > 0, signalNumber < Int32(tableSize) {
      _ = sigaction(signalNumber, previous + Int(signalNumber), nil)
    } else {
      _ = signal(signalNumber, SIG_DFL)
    }
    _ = raise(signalNumber)
  }
}
