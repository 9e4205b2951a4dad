import FileWatching
import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Editor-like ways of writing files, each made of the system calls an editor would make.
enum Editor {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Opens `path` with `flags`, writes `text`, and closes it.
  static func write(_ text: String, to path: String, flags: Int32) throws {
    let descriptor = open(path, flags | O_WRONLY | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(description: "open \(path): errno \(errno)") }
    try writeAll(Array(text.utf8), to: descriptor)
    close(descriptor)
  }

  /// Replaces the contents in place: open with O_TRUNC, write, close.
  static func truncateAndWrite(_ text: String, to path: String) throws {
    try write(text, to: path, flags: O_CREAT | O_TRUNC)
  }

  /// Adds to the end of the file without truncating it.
  static func append(_ text: String, to path: String) throws {
    try write(text, to: path, flags: O_APPEND)
  }

  /// Writes a temporary file next to `path` and renames it over `path` (atomic save, `sed -i`).
  static func saveByRename(_ text: String, to path: String, temporaryName: String) throws {
    let temporary = (path as NSString).deletingLastPathComponent + "/" + temporaryName
    try truncateAndWrite(text, to: temporary)
    guard rename(temporary, path) == 0 else { throw Failure(description: "rename: errno \(errno)") }
  }

  /// Renames the file to a backup, writes a new file under the old name, deletes the backup.
  static func saveWithBackup(_ text: String, to path: String) throws {
    let backup = path + "~"
    guard rename(path, backup) == 0 else { throw Failure(description: "rename: errno \(errno)") }
    try write(text, to: path, flags: O_CREAT | O_EXCL)
    guard unlink(backup) == 0 else { throw Failure(description: "unlink: errno \(errno)") }
  }

  /// Sets the access and modification times to now without writing (`touch`).
  static func touch(_ path: String) throws {
    // No times given: both become the current time.
    guard utimensat(AT_FDCWD, path, nil, 0) == 0 else {
      throw Failure(description: "utimensat: errno \(errno)")
    }
  }

  static func remove(_ path: String) throws {
    guard unlink(path) == 0 else { throw Failure(description: "unlink: errno \(errno)") }
  }

  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { throw Failure(description: "write: errno \(errno)") }
      offset += count
    }
  }
}

/// `write(2)`, named apart from `Editor.write`, which hides it inside the type.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

/// Drives a `FileWatcher` through made-up time, so debouncing and polling are exercised without
/// sleeping; notifications themselves are real (the kernel queues them before a write returns).
struct VirtualTime {
  private(set) var now = ContinuousClock.now

  mutating func advance(by duration: Duration) {
    now = now + duration
  }

  /// Processes the watcher at the current time, then at each deadline it asks for within
  /// `span`, and returns what it reported; time ends up `span` later.
  mutating func run(_ watcher: FileWatcher, for span: Duration = .seconds(3)) throws
    -> [FileObservation]
  {
    let end = now + span
    var observations: [FileObservation] = []
    if let observation = try watcher.processEvents(now: now) { observations.append(observation) }
    while let deadline = watcher.nextDeadline, deadline <= end {
      now = max(now, deadline)
      if let observation = try watcher.processEvents(now: now) { observations.append(observation) }
    }
    now = end
    return observations
  }
}

/// Options with short intervals; the clock is virtual, so they only set the order of things.
func watcherOptions(_ strategy: FileWatcher.Strategy) -> FileWatcher.Options {
  FileWatcher.Options(
    strategy: strategy, debounce: .milliseconds(50), pollInterval: .milliseconds(10),
    writerTimeout: .seconds(1))
}

/// A change observation for `path` holding `text`.
func changed(_ path: String, _ text: String) -> FileObservation {
  .changed(FileChange(path: path, contents: Array(text.utf8)))
}
