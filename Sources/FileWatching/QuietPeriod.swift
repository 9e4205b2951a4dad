/// Decides when a burst of activity on a file is over, so its contents can be read once.
///
/// Every sign of activity pushes the deadline `debounce` past itself. A file that was just
/// created is held back further, until its creator closes it or `writerTimeout` has passed: a
/// file created empty and then filled would otherwise be read half-written if the writer paused.
struct QuietPeriod: Sendable {
  /// How long the file must stay quiet.
  let debounce: Duration
  /// How long a created file may stay open before it is read anyway (a hard link or `mknod`
  /// creates a name without ever closing it).
  let writerTimeout: Duration
  private(set) var quietAt: ContinuousClock.Instant?
  private(set) var createdAt: ContinuousClock.Instant?

  init(debounce: Duration, writerTimeout: Duration) {
    self.debounce = debounce
    self.writerTimeout = writerTimeout
  }

  /// Whether activity was seen and not yet settled.
  var isPending: Bool { quietAt != nil }

  /// When the period ends, if activity is pending.
  var deadline: ContinuousClock.Instant? {
    guard let quietAt else { return nil }
    guard let createdAt else { return quietAt }
    return max(quietAt, createdAt + writerTimeout)
  }

  /// Records activity at `now`.
  mutating func noteActivity(at now: ContinuousClock.Instant) {
    quietAt = now + debounce
  }

  /// Records that the file was created at `now` and is probably still open for writing.
  mutating func noteCreation(at now: ContinuousClock.Instant) {
    noteActivity(at: now)
    createdAt = now
  }

  /// Records that whoever created the file closed it (or that the name was replaced or removed).
  mutating func noteWriterFinished(at now: ContinuousClock.Instant) {
    noteActivity(at: now)
    createdAt = nil
  }

  /// Whether the period has ended by `now`.
  func isOver(at now: ContinuousClock.Instant) -> Bool {
    guard let deadline else { return false }
    return now >= deadline
  }

  /// Forgets pending activity once the file has been read.
  mutating func reset() {
    quietAt = nil
    createdAt = nil
  }
}
