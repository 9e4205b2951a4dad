#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a run ended, named so a learner knows what happened.
public enum RunOutcome: Sendable, Equatable {
  /// Exit status 0.
  case succeeded
  /// A non-zero exit status; `message` is a runtime error line from stderr, if any.
  case exitedWithFailure(code: Int32, message: String?)
  /// SIGILL or SIGTRAP: how Swift stops on `fatalError`, a force-unwrap of nil, an index out of
  /// range, an arithmetic overflow…; `message` is Swift's "Fatal error: …" line.
  case trapped(message: String?)
  /// SIGABRT.
  case aborted(message: String?)
  /// SIGSEGV, SIGBUS or SIGFPE.
  case crashed(signal: Int32, message: String?)
  /// An allocation failed under the address-space limit (or the kernel killed a program that had
  /// grown to it).
  case memoryLimitExceeded(limitBytes: Int?)
  /// SIGXCPU, or SIGKILL at the hard CPU limit.
  case cpuTimeLimitExceeded(seconds: Int)
  /// SIGXFSZ: a file grew beyond the limit.
  case fileSizeLimitExceeded(limitBytes: Int?)
  /// Still running at the wall-clock timeout; the process group was killed.
  case timedOut(seconds: Double)
  /// Wrote more than `limitBytes` to stdout and stderr together (`byteCount` had arrived when it
  /// was noticed); the process group was killed.
  case outputLimitExceeded(byteCount: Int, limitBytes: Int)
  /// Wrote more than `limitBytes` to the report channel; the process group was killed.
  case reportLimitExceeded(byteCount: Int, limitBytes: Int)
  /// Another signal.
  case killed(signal: Int32)

  /// The verdict family: what the grader calls it.
  public enum Category: String, Sendable, Equatable {
    /// The program ran to the end.
    case completed
    /// It crashed, trapped, failed or broke a limit other than time.
    case runtimeError = "runtime-error"
    /// It ran too long (wall clock or CPU).
    case timeout
  }

  /// The verdict family.
  public var category: Category {
    switch self {
    case .succeeded: .completed
    case .timedOut, .cpuTimeLimitExceeded: .timeout
    default: .runtimeError
    }
  }

  /// One sentence for the learner.
  public var explanation: String {
    switch self {
    case .succeeded:
      return "the program finished normally"
    case .exitedWithFailure(let code, let message):
      return "the program exited with status \(code)" + Self.suffix(message)
    case .trapped(let message):
      return "the program trapped (fatalError, force-unwrap of nil, array index out of range…)"
        + Self.suffix(message)
    case .aborted(let message):
      return "the program aborted (SIGABRT)" + Self.suffix(message)
    case .crashed(SIGSEGV, let message?) where message.hasPrefix(StackOverflowReporter.marker):
      return "the program crashed: stack overflow (SIGSEGV): its main thread ran out of stack,"
        + " most likely in endless recursion"
    case .crashed(let signal, let message):
      let what =
        switch signal {
        case SIGSEGV:
          "crashed with a segmentation fault (SIGSEGV): an invalid memory access, or a stack"
            + " overflow from endless recursion"
        case SIGBUS: "crashed with a bus error (SIGBUS)"
        case SIGFPE: "crashed with an arithmetic error (SIGFPE)"
        default: "crashed (\(Signals.name(signal)))"
        }
      return "the program " + what + Self.suffix(message)
    case .memoryLimitExceeded(let limit):
      return "the program ran out of memory"
        + (limit.map { ": it needed more than \(Self.mebibytes($0))" } ?? "")
    case .cpuTimeLimitExceeded(let seconds):
      return
        "the program used more than \(seconds) s of CPU time and was stopped (an endless loop?)"
    case .fileSizeLimitExceeded(let limit):
      return "the program tried to write a file larger than "
        + (limit.map(Self.mebibytes) ?? "the limit")
    case .timedOut(let seconds):
      return "the program did not finish within \(Self.seconds(seconds)) and was stopped"
        + " (an endless loop, or waiting for something that never happens?)"
    case .outputLimitExceeded(_, let limit):
      return "the program wrote more than the output limit of \(Self.mebibytes(limit)) (stdout and"
        + " stderr together) and was stopped; only the beginning of its output is kept"
    case .reportLimitExceeded(_, let limit):
      return "the program's report was larger than the limit of \(Self.mebibytes(limit))"
        + " and the program was stopped"
    case .killed(let signal):
      return "the program was killed by \(Signals.name(signal))"
    }
  }

  private static func suffix(_ message: String?) -> String {
    message.map { ": \($0)" } ?? ""
  }

  private static func mebibytes(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
