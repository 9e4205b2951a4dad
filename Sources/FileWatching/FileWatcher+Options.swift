extension FileWatcher {
  /// How a `FileWatcher` notices changes and how long it waits for them to settle.
  public struct Options: Equatable, Sendable {
    /// How changes are noticed.
    public var strategy: Strategy
    /// How long the file must stay quiet after the last event before it is read.
    public var debounce: Duration
    /// How often the file is checked when polling.
    public var pollInterval: Duration
    /// How long a newly created file may stay open for writing before it is read anyway.
    public var writerTimeout: Duration

    /// Creates options; the defaults suit an editor saving a small file.
    public init(
      strategy: Strategy = .automatic, debounce: Duration = .milliseconds(100),
      pollInterval: Duration = .milliseconds(250), writerTimeout: Duration = .seconds(2)
    ) {
      self.strategy = strategy
      self.debounce = debounce
      self.pollInterval = pollInterval
      self.writerTimeout = writerTimeout
    }
  }

  /// How changes are noticed, as asked for.
  public enum Strategy: Equatable, Sendable {
    /// Kernel notifications where they work (inotify on Linux), polling elsewhere.
    case automatic
    /// Polling only (`layoutlings watch --poll`), for network file systems and containers where
    /// notifications do not arrive.
    case polling
  }

  /// How changes are noticed, as it turned out.
  public enum Backend: Equatable, Sendable {
    /// inotify on the file's folder.
    case inotify
    /// Comparing `stat` results (and, when timestamps cannot be trusted, contents) every
    /// `pollInterval`.
    case polling(PollingReason)
  }

  /// Why a watcher polls.
  public enum PollingReason: Equatable, Sendable {
    /// The options asked for polling.
    case requested
    /// This platform has no notification support in this watcher.
    case unsupportedPlatform
    /// The path is a symbolic link; editors write through it to a file in another folder.
    case symbolicLink
    /// Setting up notifications failed (no such folder, too many watches).
    case notificationsUnavailable(WatchError)
    /// The watched folder was deleted, moved or unmounted while being watched.
    case folderGone
  }
}
