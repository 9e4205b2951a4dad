#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RunOutcome {
  /// Why the runner stopped a child itself.
  enum StopReason: Equatable {
    case timeout
    case outputFlood
    case reportFlood
  }

  /// Names the outcome from the raw termination, why we stopped the child (if we did), the
  /// limits, stderr and resource usage.
  static func classify(
    termination: Termination, stopReason: StopReason?, request: RunRequest, standardError: String,
    outputByteCount: Int, reportByteCount: Int, cpuSeconds: Double, peakResidentBytes: Int
  ) -> RunOutcome {
    switch stopReason {
    case .timeout: return .timedOut(seconds: request.timeoutSeconds)
    case .outputFlood:
      return .outputLimitExceeded(
        byteCount: outputByteCount, limitBytes: request.outputLimits.maximumBytes)
    case .reportFlood:
      return .reportLimitExceeded(
        byteCount: reportByteCount, limitBytes: request.outputLimits.maximumReportBytes)
    case nil: break
    }
    let limits = request.limits
    let message = runtimeMessage(in: standardError)
    let outOfMemory =
      mentionsMemoryExhaustion(standardError)
      || (limits.addressSpaceBytes.map { peakResidentBytes * 2 >= $0 } ?? false)
    switch termination {
    case .exited(0):
      return .succeeded
    case .exited(let code):
      if outOfMemory { return .memoryLimitExceeded(limitBytes: limits.addressSpaceBytes) }
      return .exitedWithFailure(code: code, message: message)
    case .signaled(let signal):
      if signal == SIGXCPU {
        return .cpuTimeLimitExceeded(seconds: limits.cpuSeconds ?? Int(cpuSeconds))
      }
      if signal == SIGKILL, let cpuLimit = limits.cpuSeconds, cpuSeconds >= Double(cpuLimit) {
        return .cpuTimeLimitExceeded(seconds: cpuLimit)
      }
      if signal == SIGXFSZ { return .fileSizeLimitExceeded(limitBytes: limits.fileSizeBytes) }
      if outOfMemory, [SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGKILL].contains(signal) {
        return .memoryLimitExceeded(limitBytes: limits.addressSpaceBytes)
      }
      switch signal {
      case SIGILL, SIGTRAP: return .trapped(message: message)
      case SIGABRT: return .aborted(message: message)
      case SIGSEGV, SIGBUS, SIGFPE: return .crashed(signal: signal, message: message)
      default: return .killed(signal: signal)
      }
    }
  }

  /// The first line of Swift's runtime error report
  /// (`Exercise/Exercise.swift:12: Fatal error: Unexpectedly found nil…`), or of the harness's
  /// `StackOverflowReporter`, with control characters made visible (`VisibleText`).
  static func runtimeMessage(in standardError: String) -> String? {
    let markers = [
      "Fatal error", "Precondition failed", "Assertion failed", StackOverflowReporter.marker,
    ]
    for line in standardError.split(separator: "\n", omittingEmptySubsequences: true) {
      if markers.contains(where: { line.contains($0) }) {
        // The program wrote it: shown with its control characters made visible.
        return VisibleText.line(line.trimmingSpaces())
      }
    }
    return nil
  }

  /// Whether stderr says an allocation failed: Swift's "failed to allocate … bytes of memory",
  /// the runtime's "Could not allocate memory", C's strerror(ENOMEM), C++'s std::bad_alloc.
  static func mentionsMemoryExhaustion(_ standardError: String) -> Bool {
    let text = standardError.lowercased()
    return [
      "failed to allocate", "could not allocate memory", "cannot allocate memory",
      "out of memory", "bad_alloc",
    ].contains { text.contains($0) }
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(
      drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop {
        $0 == " " || $0 == "\t" || $0 == "\r"
      }.reversed())
  }
}
