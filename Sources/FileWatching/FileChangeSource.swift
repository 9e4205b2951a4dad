/// Changes to the watched file, for a `WatchEventLoop`; `FileWatcher` is the real one.
public protocol FileChangeSource: AnyObject {
  /// A descriptor to wait on with `poll`, if there is one.
  var fileDescriptor: Int32? { get }

  /// The latest time by which `processEvents(now:)` should be called again, if any.
  var nextDeadline: ContinuousClock.Instant? { get }

  /// Takes in pending activity without blocking and reports what the file settled into, if
  /// anything settled.
  func processEvents(now: ContinuousClock.Instant) throws -> FileObservation?
}
