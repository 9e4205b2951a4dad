#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches one file for new contents, however an editor saves it.
///
/// Editors save in different ways: writing the file in place (truncate and write), writing a
/// temporary file and renaming it over the original (VS Code's atomic save, JetBrains' safe
/// write, `sed -i`), or renaming the original away as a backup and writing a new file (Vim).
/// The file may also be deleted and created again. A watcher therefore never trusts one event:
/// it waits until the file has been quiet for `debounce`, reads it whole, checks that it held
/// still during the read, and reports `.changed` only when the bytes differ from the last ones
/// delivered. Saving without edits, or touching the file, yields `.unchanged`.
///
/// On Linux the file's folder is watched with inotify, and `fileDescriptor` can be put in a
/// `poll` set next to standard input. Elsewhere, on request, or when inotify cannot be used, the
/// file is polled every `pollInterval` and `fileDescriptor` is `nil`.
///
/// The watcher never reads the clock itself: the caller passes the time to
/// `processEvents(now:)` and sleeps until `nextDeadline`.
///
///     let watcher = try FileWatcher(path: "Data/exercises/01/01.swift")
///     while true {
///       // wait on watcher.fileDescriptor until watcher.nextDeadline, then:
///       if case .changed(let change) = try watcher.processEvents(now: .now) { grade(change) }
///     }
public final class FileWatcher: FileChangeSource {
  /// The watched file's absolute path.
  public let path: String
  /// The options the watcher was created with.
  public let options: Options
  /// How changes are noticed; it moves from `.inotify` to `.polling(.folderGone)` when the
  /// watched folder disappears.
  public private(set) var backend: Backend
  /// The contents delivered last, or those found when watching began; `nil` while the file has
  /// never been seen.
  public private(set) var deliveredContents: [UInt8]?

  private let location: WatchedLocation
  private var quietPeriod: QuietPeriod
  private var poller: FilePoller
  #if os(Linux)
    private var notifier: DirectoryNotifier?
  #endif

  /// Starts watching `path`, which need not exist yet.
  /// - Throws: `WatchError.invalidPath` when `path` is empty or names a folder by ending in "/".
  ///   Failures to set up notifications are not thrown: the watcher polls instead and says why
  ///   in `backend`.
  public init(path: String, options: Options = Options()) throws {
    location = try WatchedLocation(path: path)
    self.path = location.path
    self.options = options
    quietPeriod = QuietPeriod(debounce: options.debounce, writerTimeout: options.writerTimeout)
    poller = FilePoller(interval: options.pollInterval)
    backend = .polling(.requested)

    if options.strategy == .automatic {
      backend = startNotifications()
    }
    // Read after the watch exists, so a save racing with start-up still raises an event.
    let contents = FileContentReader.quickRead(path: location.path)
    deliveredContents = contents
    poller.remember(FileSignature.of(path: location.path), contents: contents)
  }

  /// A descriptor that becomes readable when notifications are queued; `nil` when polling.
  public var fileDescriptor: Int32? {
    #if os(Linux)
      return notifier?.fileDescriptor
    #else
      return nil
    #endif
  }

  /// The latest time by which `processEvents(now:)` should be called again: when the current
  /// quiet period ends, or the next poll is due. `nil` means "only when `fileDescriptor` is
  /// readable" (and, when polling, before the first call).
  public var nextDeadline: ContinuousClock.Instant? {
    let settle = quietPeriod.deadline
    guard case .polling = backend, let poll = poller.nextPollAt else { return settle }
    guard let settle else { return poll }
    return min(settle, poll)
  }

  /// Takes in what happened since the last call and, once the file has been quiet long enough,
  /// reads it and reports what it found.
  ///
  /// Never blocks: queued notifications are drained, a poll is made if one is due, and `nil`
  /// comes back while nothing is settled.
  /// - Parameter now: the current time, on the clock `nextDeadline` is given in.
  /// - Throws: `WatchError.systemCall` when reading notifications fails.
  public func processEvents(now: ContinuousClock.Instant) throws -> FileObservation? {
    if case .polling = backend {
      if poller.pollIfDue(path: location.path, now: now) { quietPeriod.noteActivity(at: now) }
    } else {
      try takeNotifications(now: now)
    }
    guard quietPeriod.isOver(at: now) else { return nil }
    return settle(now: now)
  }

  private func settle(now: ContinuousClock.Instant) -> FileObservation? {
    switch FileContentReader.read(path: location.path) {
    case .inFlux:
      quietPeriod.noteActivity(at: now)
      return nil
    case .missing:
      quietPeriod.reset()
      poller.remember(nil, contents: nil)
      return .missing
    case .unreadable(let error):
      quietPeriod.reset()
      poller.remember(FileSignature.of(path: location.path), contents: nil)
      return .unreadable(error)
    case .contents(let bytes, let signature):
      quietPeriod.reset()
      poller.remember(signature, contents: bytes)
      if bytes == deliveredContents { return .unchanged }
      deliveredContents = bytes
      return .changed(FileChange(path: location.path, contents: bytes))
    }
  }

  // MARK: Notifications

  private func startNotifications() -> Backend {
    #if os(Linux)
      var info = stat()
      if lstat(location.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
        return .polling(.symbolicLink)
      }
      do {
        notifier = try DirectoryNotifier(directory: location.directory)
        return .inotify
      } catch let error as WatchError {
        return .polling(.notificationsUnavailable(error))
      } catch {
        return .polling(.notificationsUnavailable(.invalidPath(location.directory)))
      }
    #else
      return .polling(.unsupportedPlatform)
    #endif
  }

  private func takeNotifications(now: ContinuousClock.Instant) throws {
    #if os(Linux)
      guard let notifier else { return }
      for record in try notifier.readRecords() {
        if record.mask & UInt32(IN_Q_OVERFLOW) != 0 {
          // Events were lost; only a fresh read can tell what happened.
          quietPeriod.noteActivity(at: now)
        } else if record.mask & DirectoryNotifier.watchEnded != 0 {
          self.notifier = nil
          backend = .polling(.folderGone)
          poller.remember(FileSignature.of(path: location.path), contents: deliveredContents)
          quietPeriod.noteWriterFinished(at: now)
          return
        } else if record.name == location.name {
          noteFileEvent(mask: record.mask, now: now)
        }
      }
    #endif
  }

  #if os(Linux)
    private func noteFileEvent(mask: UInt32, now: ContinuousClock.Instant) {
      let writerDone =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
      if mask & writerDone != 0 {
        quietPeriod.noteWriterFinished(at: now)
      } else if mask & UInt32(IN_CREATE) != 0 && mask & UInt32(IN_ISDIR) == 0 {
        quietPeriod.noteCreation(at: now)
      } else {
        quietPeriod.noteActivity(at: now)
      }
    }
  #endif
}
