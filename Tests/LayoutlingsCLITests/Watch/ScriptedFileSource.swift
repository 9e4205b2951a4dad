import FileWatching

/// A file source that reports observations queued by the test, one per call, as soon as asked.
final class ScriptedFileSource: FileChangeSource {
  private var queue: [FileObservation] = []

  var fileDescriptor: Int32? { nil }
  var nextDeadline: ContinuousClock.Instant? { queue.isEmpty ? nil : .now }

  func enqueue(_ observation: FileObservation) { queue.append(observation) }

  func processEvents(now: ContinuousClock.Instant) throws -> FileObservation? {
    queue.isEmpty ? nil : queue.removeFirst()
  }
}
