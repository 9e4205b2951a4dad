import TestSupport

#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  @testable import FileWatching

  /// Behaviour that depends on inotify: holding back half-written files, falling back to polling.
  @Suite("File watcher: inotify")
  struct FileWatcherNotificationTests {
    @Test func watchesTheFolderWithInotify() throws {
      let folder = try ScratchFolder()
      let watcher = try FileWatcher(path: folder.path("Exercise.swift"))
      #expect(watcher.backend == .inotify)
      #expect(watcher.fileDescriptor != nil)
      #expect(watcher.nextDeadline == nil)
    }

    @Test func descriptorBecomesReadableOnASave() throws {
      let folder = try ScratchFolder()
      let path = folder.path("Exercise.swift")
      let watcher = try FileWatcher(path: path, options: watcherOptions(.automatic))
      let descriptor = try #require(watcher.fileDescriptor)
      try Editor.truncateAndWrite("x\n", to: path)
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      #expect(poll(&entry, 1, 0) == 1)
      var time = VirtualTime()
      #expect(try time.run(watcher) == [changed(path, "x\n")])
      entry.revents = 0
      #expect(poll(&entry, 1, 0) == 0)
    }

    @Test func aNewFileStillOpenForWritingIsHeldUntilClosed() throws {
      let folder = try ScratchFolder()
      let path = folder.path("Exercise.swift")
      try Editor.truncateAndWrite("old\n", to: path)
      let watcher = try FileWatcher(path: path, options: watcherOptions(.automatic))
      var time = VirtualTime()
      _ = try time.run(watcher)

      // A backup-and-rename save whose writer pauses halfway, for far longer than the debounce.
      #expect(rename(path, path + "~") == 0)
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      #expect(descriptor >= 0)
      try Editor.writeAll(Array("let half".utf8), to: descriptor)
      #expect(try time.run(watcher, for: .milliseconds(500)) == [])

      try Editor.writeAll(Array(" = 1\n".utf8), to: descriptor)
      close(descriptor)
      #expect(try time.run(watcher) == [changed(path, "let half = 1\n")])
    }

    @Test func aNewNameNeverClosedIsReadAfterTheWriterTimeout() throws {
      let folder = try ScratchFolder()
      let path = folder.path("Exercise.swift")
      let source = folder.path("Elsewhere.swift")
      try Editor.truncateAndWrite("linked\n", to: source)
      let watcher = try FileWatcher(path: path, options: watcherOptions(.automatic))
      var time = VirtualTime()
      _ = try time.run(watcher)

      // A hard link creates the name without opening it, so no close follows.
      #expect(link(source, path) == 0)
      #expect(try time.run(watcher, for: .milliseconds(500)) == [])
      #expect(try time.run(watcher, for: .seconds(1)) == [changed(path, "linked\n")])
    }

    @Test func aMissingFolderFallsBackToPolling() throws {
      let folder = try ScratchFolder()
      let subfolder = folder.path("later")
      let path = subfolder + "/Exercise.swift"
      let watcher = try FileWatcher(path: path, options: watcherOptions(.automatic))
      let expectedError = WatchError.systemCall(
        name: "inotify_add_watch", path: subfolder, errno: ENOENT)
      #expect(watcher.backend == .polling(.notificationsUnavailable(expectedError)))
      #expect(watcher.fileDescriptor == nil)
      var time = VirtualTime()
      #expect(try time.run(watcher) == [])

      #expect(mkdir(subfolder, 0o755) == 0)
      try Editor.truncateAndWrite("found\n", to: path)
      #expect(try time.run(watcher) == [changed(path, "found\n")])
    }

    @Test func aSymbolicLinkIsPolledAndChangesToItsTargetAreSeen() throws {
      let folder = try ScratchFolder()
      #expect(mkdir(folder.path("real"), 0o755) == 0)
      let target = folder.path("real/Exercise.swift")
      let path = folder.path("Exercise.swift")
      try Editor.truncateAndWrite("one\n", to: target)
      #expect(symlink(target, path) == 0)
      let watcher = try FileWatcher(path: path, options: watcherOptions(.automatic))
      #expect(watcher.backend == .polling(.symbolicLink))
      var time = VirtualTime()
      _ = try time.run(watcher)

      try Editor.saveByRename("two!\n", to: target, temporaryName: "tmp")
      #expect(try time.run(watcher) == [changed(path, "two!\n")])
    }

    @Test func removingTheFolderSwitchesToPollingAndKeepsWatching() throws {
      let folder = try ScratchFolder()
      let subfolder = folder.path("module")
      #expect(mkdir(subfolder, 0o755) == 0)
      let path = subfolder + "/Exercise.swift"
      try Editor.truncateAndWrite("first\n", to: path)
      let watcher = try FileWatcher(path: path, options: watcherOptions(.automatic))
      #expect(watcher.backend == .inotify)
      var time = VirtualTime()
      _ = try time.run(watcher)

      try Editor.remove(path)
      #expect(rmdir(subfolder) == 0)
      #expect(try time.run(watcher) == [.missing])
      #expect(watcher.backend == .polling(.folderGone))

      #expect(mkdir(subfolder, 0o755) == 0)
      try Editor.truncateAndWrite("second\n", to: path)
      #expect(try time.run(watcher) == [changed(path, "second\n")])
    }
  }
#endif
