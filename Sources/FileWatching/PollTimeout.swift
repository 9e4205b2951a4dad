/// Converts the time left until a deadline into `poll`'s timeout argument.
enum PollTimeout {
  /// Milliseconds from `now` until `deadline`, rounded up so the wait never ends early; 0 for a
  /// deadline already passed, -1 (wait without limit) for none, and at most `Int32.max`.
  static func milliseconds(
    until deadline: ContinuousClock.Instant?, from now: ContinuousClock.Instant
  ) -> Int32 {
    guard let deadline else { return -1 }
    return milliseconds(in: now.duration(to: deadline))
  }

  /// Milliseconds in `duration`, rounded up; 0 for a negative or zero duration.
  static func milliseconds(in duration: Duration) -> Int32 {
    guard duration > .zero else { return 0 }
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    var milliseconds = attoseconds / attosecondsPerMillisecond
    if attoseconds % attosecondsPerMillisecond != 0 { milliseconds += 1 }
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return Int32.max }
    let total = scaled.addingReportingOverflow(milliseconds)
    guard !total.overflow, total.partialValue <= Int64(Int32.max) else { return Int32.max }
    return Int32(total.partialValue)
  }
}
