/// The file watcher a full screen waits on (watch mode, the course), replaced when the learner
/// moves to another exercise.
package final class SwitchableFileSource: FileChangeSource {
  private let options: FileWatcher.Options
  private var watcher: FileWatcher?

  /// Creates a source that watches nothing yet.
  package init(options: FileWatcher.Options) {
    self.options = options
  }

  /// The file watched, if any.
  package var watchedPath: String? { watcher?.path }

  /// Starts watching `path` instead of the file watched so far. What the file holds now counts
  /// as seen: only later saves are reported.
  package func watch(_ path: String) throws {
    watcher = try FileWatcher(path: path, options: options)
  }

  /// Stops watching.
  package func stop() {
    watcher = nil
  }

  /// How saves are noticed, in words.
  package var backendName: String {
    switch watcher?.backend {
    case .inotify?: return "inotify"
    case .polling?: return "polling"
    case nil: return "nothing"
    }
  }

  package var fileDescriptor: Int32? { watcher?.fileDescriptor }
  package var nextDeadline: ContinuousClock.Instant? { watcher?.nextDeadline }

  package func processEvents(now: ContinuousClock.Instant) throws -> FileObservation? {
    try watcher?.processEvents(now: now)
  }
}
