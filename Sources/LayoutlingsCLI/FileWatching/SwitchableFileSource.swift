/// The file watcher a full screen waits on (watch mode, the course), replaced when the learner
/// moves to another exercise.
final class SwitchableFileSource: FileChangeSource {
  private let options: FileWatcher.Options
  private var watcher: FileWatcher?

  /// Creates a source that watches nothing yet.
  init(options: FileWatcher.Options) {
    self.options = options
  }

  /// The file watched, if any.
  var watchedPath: String? { watcher?.path }

  /// Starts watching `path` instead of the file watched so far. What the file holds now counts
  /// as seen: only later saves are reported.
  func watch(_ path: String) throws {
    watcher = try FileWatcher(path: path, options: options)
  }

  /// Stops watching.
  func stop() {
    watcher = nil
  }

  /// How saves are noticed, in words.
  var backendName: String {
    switch watcher?.backend {
    case .inotify?: return "inotify"
    case .polling?: return "polling"
    case nil: return "nothing"
    }
  }

  var fileDescriptor: Int32? { watcher?.fileDescriptor }
  var nextDeadline: ContinuousClock.Instant? { watcher?.nextDeadline }

  func processEvents(now: ContinuousClock.Instant) throws -> FileObservation? {
    try watcher?.processEvents(now: now)
  }
}
