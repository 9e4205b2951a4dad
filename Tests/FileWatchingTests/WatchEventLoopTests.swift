import TestSupport
import Testing

@testable import FileWatching

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Watch event loop")
struct WatchEventLoopTests {
  private struct HandlerFailure: Error, Equatable {}

  private func change(_ text: String) -> FileChange {
    FileChange(path: "/exercise.swift", contents: Array(text.utf8))
  }

  @Test func deliversKeysThenResizeThenFileInOrderAndStops() throws {
    let keys = try PipeKeySource()
    let resizes = try PipeResizeSource()
    let file = ScriptedFileSource()
    keys.type("ab")
    resizes.resize()
    file.enqueue(.changed(change("one")))
    let loop = WatchEventLoop(file: file, keys: keys, resizes: resizes)

    var events: [WatchEvent<Character>] = []
    try loop.run { event in
      events.append(event)
      switch event {
      case .resized:
        // Typed during the first turn, so read in the second; "z" comes after the stop.
        keys.type("qz")
        file.enqueue(.missing)
      case .key("q"):
        return .stop
      default:
        break
      }
      return .continue
    }
    #expect(
      events == [
        .key("a"), .key("b"), .resized, .fileChanged(change("one")),
        .key("q"),
      ])
  }

  @Test func fileObservationsBecomeEventsExceptUnchanged() throws {
    let file = ScriptedFileSource()
    file.enqueue(.unchanged)
    file.enqueue(.changed(change("x")))
    file.enqueue(.unchanged)
    file.enqueue(.missing)
    let unreadable = WatchError.notARegularFile(path: "/exercise.swift")
    file.enqueue(.unreadable(unreadable))
    let loop = WatchEventLoop<Character>(file: file)

    var events: [WatchEvent<Character>] = []
    try loop.run { event in
      events.append(event)
      return events.count == 3 ? .stop : .continue
    }
    #expect(events == [.fileChanged(change("x")), .fileMissing, .fileUnreadable(unreadable)])
    #expect(file.calls == 5)
  }

  @Test func ticksArriveUntilTheHandlerStops() throws {
    let loop = WatchEventLoop<Character>(tickInterval: .milliseconds(1))
    var ticks = 0
    try loop.run { event in
      #expect(event == .tick)
      ticks += 1
      return ticks == 3 ? .stop : .continue
    }
    #expect(ticks == 3)
  }

  @Test func keyInputThatHangsUpIsNoLongerRead() throws {
    let keys = try PipeKeySource()
    keys.type("k")
    keys.pipe.closeWriteEnd()
    let loop = WatchEventLoop(keys: keys, tickInterval: .milliseconds(1))

    var events: [WatchEvent<Character>] = []
    try loop.run { event in
      events.append(event)
      return events.count == 3 ? .stop : .continue
    }
    #expect(events == [.key("k"), .tick, .tick])
    // Once with "k", once finding nothing but the hang-up; never again.
    #expect(keys.reads == 2)
  }

  @Test func aHandlerErrorEndsTheLoop() throws {
    let keys = try PipeKeySource()
    keys.type("x")
    let loop = WatchEventLoop(keys: keys)
    #expect(throws: HandlerFailure()) {
      try loop.run { _ in throw HandlerFailure() }
    }
  }

  @Test func aDescriptorThatIsNotOpenIsReportedNotWaitedOn() {
    let resizes = UnopenedResizeSource()
    let loop = WatchEventLoop<Character>(resizes: resizes)
    #expect(throws: WatchError.invalidDescriptor(resizes.fileDescriptor)) {
      try loop.run { _ in .stop }
    }
  }

  @Test(arguments: [FileWatcher.Strategy.automatic, .polling])
  func aRealWatcherDeliversASaveMadeWhileTheLoopRuns(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("before\n", to: path)
    let options = FileWatcher.Options(
      strategy: strategy, debounce: .milliseconds(10), pollInterval: .milliseconds(5))
    let watcher = try FileWatcher(path: path, options: options)
    let loop = WatchEventLoop<Character>(file: watcher, tickInterval: .milliseconds(2))

    var ticks = 0
    var changes: [FileChange] = []
    try loop.run { event in
      switch event {
      case .tick:
        ticks += 1
        if ticks == 1 { try Editor.saveByRename("after\n", to: path, temporaryName: "t") }
        // A bound for a broken watcher, not a timing check: no assertion depends on it.
        return ticks > 5000 ? .stop : .continue
      case .fileChanged(let change):
        changes.append(change)
        return .stop
      default:
        return .continue
      }
    }
    #expect(changes == [FileChange(path: path, contents: Array("after\n".utf8))])
  }
}
