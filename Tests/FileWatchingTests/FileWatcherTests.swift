import Foundation
import TestSupport
import Testing

@testable import FileWatching

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The same saves, seen through notifications (inotify on Linux) and through polling.
@Suite("File watcher: ways of saving")
struct FileWatcherSavingTests {
  static let strategies: [FileWatcher.Strategy] = [.automatic, .polling]

  @Test(arguments: strategies)
  func writingInPlaceWithoutTruncatingIsAChange(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("let a = 1\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    #expect(try time.run(watcher) == [])

    try Editor.append("let b = 2\n", to: path)
    #expect(try time.run(watcher) == [changed(path, "let a = 1\nlet b = 2\n")])
  }

  @Test(arguments: strategies)
  func truncatingAndWritingIsAChange(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("old contents\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.truncateAndWrite("new\n", to: path)
    #expect(try time.run(watcher) == [changed(path, "new\n")])
  }

  @Test(arguments: strategies)
  func truncatingFirstThenWritingIsOneChange(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("old contents\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    // Two steps, as an editor that truncates with one call and writes with another.
    #expect(truncate(path, 0) == 0)
    try Editor.write("fresh\n", to: path, flags: 0)
    #expect(try time.run(watcher) == [changed(path, "fresh\n")])
  }

  @Test(arguments: strategies)
  func renamingATemporaryFileOverTheOriginalIsAChange(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("first\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.saveByRename("second\n", to: path, temporaryName: ".Exercise.swift.tmp")
    #expect(try time.run(watcher) == [changed(path, "second\n")])
    // The same again with a name like JetBrains' safe write uses.
    try Editor.saveByRename("third\n", to: path, temporaryName: "Exercise.swift___jb_tmp___")
    #expect(try time.run(watcher) == [changed(path, "third\n")])
  }

  @Test(arguments: strategies)
  func renamingTheOriginalToABackupAndWritingAnewIsAChange(strategy: FileWatcher.Strategy)
    throws
  {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("before\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.saveWithBackup("after\n", to: path)
    #expect(try time.run(watcher) == [changed(path, "after\n")])
  }

  @Test(arguments: strategies)
  func deletingReportsMissingAndRecreatingReportsTheNewContents(strategy: FileWatcher.Strategy)
    throws
  {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("one\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.remove(path)
    #expect(try time.run(watcher) == [.missing])
    try Editor.truncateAndWrite("two\n", to: path)
    #expect(try time.run(watcher) == [changed(path, "two\n")])
  }

  @Test(arguments: strategies)
  func recreatingWithTheSameContentsIsNoChange(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("same\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.remove(path)
    try Editor.truncateAndWrite("same\n", to: path)
    #expect(try time.run(watcher) == [.unchanged])
  }

  @Test(arguments: strategies)
  func aBurstOfWritesIsOneChangeWithTheLastContents(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("v0\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    // Each write comes 20 ms (virtual) after the previous one, within the 50 ms debounce, and
    // the watcher looks in between; all contents have the same length.
    var observations: [FileObservation] = []
    for version in 1...5 {
      try Editor.truncateAndWrite("v\(version)\n", to: path)
      if let observation = try watcher.processEvents(now: time.now) {
        observations.append(observation)
      }
      time.advance(by: .milliseconds(20))
    }
    observations += try time.run(watcher)
    #expect(observations == [changed(path, "v5\n")])
  }

  @Test(arguments: strategies)
  func touchingWithoutChangingIsNoChange(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("untouched\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)
    // Push the modification time back, so the touch visibly changes it even when polling.
    var past = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, path, &past, 0) == 0)
    _ = try time.run(watcher)

    try Editor.touch(path)
    let afterTouch = try time.run(watcher)
    try Editor.truncateAndWrite("untouched\n", to: path)
    let afterSameSave = try time.run(watcher)

    #expect(afterTouch == [.unchanged])
    // Polling may not notice a same-size rewrite with the same bytes at all, which is fine too.
    #expect(afterSameSave.allSatisfy { $0 == .unchanged })
    if watcher.backend == .inotify { #expect(afterSameSave == [.unchanged]) }
    #expect(watcher.deliveredContents == Array("untouched\n".utf8))
  }

  @Test(arguments: strategies)
  func aFileMissingAtFirstIsDeliveredWhenCreated(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Later.swift")
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    #expect(watcher.deliveredContents == nil)
    var time = VirtualTime()
    #expect(try time.run(watcher) == [])

    try Editor.truncateAndWrite("", to: path)
    // An empty file is still a file that was not there before.
    #expect(try time.run(watcher) == [changed(path, "")])
    try Editor.truncateAndWrite("import UIKit\n", to: path)
    #expect(try time.run(watcher) == [changed(path, "import UIKit\n")])
  }

  @Test(arguments: strategies)
  func otherFilesInTheFolderAreIgnored(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("mine\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.truncateAndWrite("other\n", to: folder.path("Exercise.swift.orig"))
    try Editor.truncateAndWrite("other\n", to: folder.path("Other.swift"))
    try Editor.remove(folder.path("Other.swift"))
    #expect(try time.run(watcher) == [])
  }

  @Test(arguments: strategies)
  func aFolderInTheFilesPlaceIsUnreadable(strategy: FileWatcher.Strategy) throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("text\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(strategy))
    var time = VirtualTime()
    _ = try time.run(watcher)

    try Editor.remove(path)
    #expect(mkdir(path, 0o755) == 0)
    #expect(try time.run(watcher) == [.unreadable(.notARegularFile(path: path))])
  }

  @Test func pollingLooksAtTheFileEveryInterval() throws {
    let folder = try ScratchFolder()
    let path = folder.path("Exercise.swift")
    try Editor.truncateAndWrite("a\n", to: path)
    let watcher = try FileWatcher(path: path, options: watcherOptions(.polling))
    #expect(watcher.backend == .polling(.requested))
    #expect(watcher.fileDescriptor == nil)
    var time = VirtualTime()
    _ = try watcher.processEvents(now: time.now)
    #expect(watcher.nextDeadline == time.now + .milliseconds(10))

    try Editor.truncateAndWrite("b\n", to: path)
    // Before the next poll nothing is noticed.
    time.advance(by: .milliseconds(5))
    #expect(try watcher.processEvents(now: time.now) == nil)
    #expect(watcher.nextDeadline == time.now + .milliseconds(5))
    // The poll notices the write; the change is read 50 ms (the debounce) later.
    time.advance(by: .milliseconds(5))
    #expect(try watcher.processEvents(now: time.now) == nil)
    let settleAt = time.now + .milliseconds(50)
    time.advance(by: .milliseconds(50))
    #expect(try watcher.processEvents(now: settleAt) == changed(path, "b\n"))
  }
}
