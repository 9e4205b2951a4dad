/// Everything a child process run produced.
public struct RunResult: Sendable {
  /// What happened, in terms a learner can act on.
  public var outcome: RunOutcome
  /// The raw exit status or signal.
  public var termination: Termination
  /// The program's stdout, capped.
  public var standardOutput: CapturedOutput
  /// The program's stderr, capped.
  public var standardError: CapturedOutput
  /// What arrived on the report channel.
  public var report: ReportDelivery
  /// User plus system CPU time.
  public var cpuSeconds: Double
  /// Wall-clock time from start to reaping.
  public var wallSeconds: Double
  /// Peak resident memory.
  public var peakResidentBytes: Int
  /// The isolation the program ran under.
  public var isolation: SandboxIsolation
}
