#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watch mode's one event loop: waits with a single `poll` on key input, terminal resizes and
/// file notifications, and hands what happened to one handler, in order.
///
/// Each turn sleeps until a descriptor is readable or the file watcher's or the timer's next
/// deadline comes (the first turn only looks), then delivers, in this order: the keys read, a
/// resize, what the file settled into, and a tick if one is due. Nothing is printed; the handler
/// decides what to show.
///
///     let loop = WatchEventLoop(file: watcher, keys: keyReader, resizes: resizeWatcher)
///     try loop.run { event in
///       switch event {
///       case .fileChanged(let change): regrade(change)
///       case .key(.character("q")): return .stop
///       default: break
///       }
///       return .continue
///     }
public final class WatchEventLoop<Key> {
  /// The watched file, if any.
  public let file: (any FileChangeSource)?
  /// Where key presses come from, if anywhere.
  public let keys: (any KeySource<Key>)?
  /// Where terminal resizes come from, if anywhere.
  public let resizes: (any ResizeSource)?
  /// Time between `.tick` events; `nil` for no ticks. Ticks missed while the handler was busy
  /// are not made up: one tick is delivered, and the next is due an interval later.
  public let tickInterval: Duration?

  /// Creates a loop over the given sources; any of them may be left out.
  public init(
    file: (any FileChangeSource)? = nil, keys: (any KeySource<Key>)? = nil,
    resizes: (any ResizeSource)? = nil, tickInterval: Duration? = nil
  ) {
    self.file = file
    self.keys = keys
    self.resizes = resizes
    self.tickInterval = tickInterval
  }

  /// Runs until `handle` returns `.stop`, or throws.
  ///
  /// Keys stop being read (and the loop goes on without them) when their descriptor hangs up
  /// with nothing left to read.
  /// - Throws: whatever `handle` or a source throws, and `WatchError` when `poll` fails or
  ///   reports a descriptor that is not open.
  public func run(_ handle: (WatchEvent<Key>) throws -> WatchLoopAction) throws {
    var isReadingKeys = keys != nil
    var nextTick = tickInterval.map { ContinuousClock.now + $0 }
    // The first look does not wait, so input already pending is handled straight away.
    var deadline: ContinuousClock.Instant? = .now

    while true {
      let readiness = try wait(until: deadline, includingKeys: isReadingKeys)
      if let keys, isReadingKeys, readiness.keys != 0 {
        let pressed = try keys.readAvailableKeys()
        if pressed.isEmpty && readiness.keys & Int16(POLLHUP | POLLERR) != 0 {
          isReadingKeys = false
        }
        for key in pressed {
          if try handle(.key(key)) == .stop { return }
        }
      }
      if let resizes, readiness.resize, resizes.consumeResizes() {
        if try handle(.resized) == .stop { return }
      }
      if let file, let observation = try file.processEvents(now: .now),
        let event = WatchEventLoop.event(for: observation)
      {
        if try handle(event) == .stop { return }
      }
      if let tickInterval, let due = nextTick {
        let now = ContinuousClock.now
        if now >= due {
          let following = due + tickInterval
          nextTick = following > now ? following : now + tickInterval
          if try handle(.tick) == .stop { return }
        }
      }

      deadline = nextTick
      if let fileDeadline = file?.nextDeadline {
        deadline = deadline.map { min($0, fileDeadline) } ?? fileDeadline
      }
    }
  }

  /// The event an observation is delivered as; `nil` for `.unchanged`, which needs no regrade.
  static func event(for observation: FileObservation) -> WatchEvent<Key>? {
    switch observation {
    case .changed(let change): return .fileChanged(change)
    case .missing: return .fileMissing
    case .unreadable(let error): return .fileUnreadable(error)
    case .unchanged: return nil
    }
  }

  /// Which descriptors `poll` reported at the end of a turn.
  private struct Readiness {
    /// `revents` of the key descriptor.
    var keys: Int16 = 0
    var resize = false
  }

  private func wait(
    until deadline: ContinuousClock.Instant?, includingKeys: Bool
  ) throws -> Readiness {
    var descriptors: [pollfd] = []
    var keyIndex: Int?
    var resizeIndex: Int?
    if includingKeys, let keys {
      keyIndex = descriptors.count
      descriptors.append(pollfd(fd: keys.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    if let resizes {
      resizeIndex = descriptors.count
      descriptors.append(pollfd(fd: resizes.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    if let descriptor = file?.fileDescriptor {
      descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
    }

    let timeout = PollTimeout.milliseconds(until: deadline, from: .now)
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    if ready < 0 {
      // A signal (such as SIGWINCH) cut the wait short; the next turn looks again.
      if errno == EINTR { return Readiness() }
      throw WatchError.lastSystemError("poll")
    }
    if let invalid = descriptors.first(where: { $0.revents & Int16(POLLNVAL) != 0 }) {
      throw WatchError.invalidDescriptor(invalid.fd)
    }
    var readiness = Readiness()
    if let keyIndex { readiness.keys = descriptors[keyIndex].revents }
    if let resizeIndex { readiness.resize = descriptors[resizeIndex].revents != 0 }
    return readiness
  }
}
