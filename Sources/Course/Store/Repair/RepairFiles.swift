import Foundation
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a store repair works with, all next to the store:
/// `<store>.corrupt-<time>` (the kept backup), `<store>.recovering` (a scratch copy of it that
/// is read and may be patched) and `<store>.rebuilding` (the new store until it replaces the
/// old). Each may have `-wal` and `-shm` companions.
struct RepairFiles {
  let path: String
  /// The backup of the damaged file, kept.
  let backup: String
  /// The scratch copy rows are read from.
  var source: String { path + ".recovering" }
  /// The new store being built.
  var rebuilt: String { path + ".rebuilding" }

  private static let companions = ["-wal", "-shm"]

  init(path: String, now: Date) {
    self.path = path
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stem = path + ".corrupt-" + formatter.string(from: now)
    var candidate = stem
    var number = 2
    while FileManager.default.fileExists(atPath: candidate) {
      candidate = "\(stem)-\(number)"
      number += 1
    }
    backup = candidate
  }

  /// Copies the damaged file and its write-ahead log to the backup.
  func backUp() throws {
    try FileManager.default.copyItem(atPath: path, toPath: backup)
    if FileManager.default.fileExists(atPath: path + "-wal") {
      try FileManager.default.copyItem(atPath: path + "-wal", toPath: backup + "-wal")
    }
  }

  /// Whether the backup (the damaged file as it was) has no bytes at all.
  var backupIsEmpty: Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: backup)[.size]) as? NSNumber
    return size?.intValue == 0
  }

  /// Copies the backup to the scratch file, and clears what an earlier repair may have left.
  func prepareScratch() throws {
    remove(source)
    remove(rebuilt)
    try FileManager.default.copyItem(atPath: backup, toPath: source)
    if FileManager.default.fileExists(atPath: backup + "-wal") {
      try FileManager.default.copyItem(atPath: backup + "-wal", toPath: source + "-wal")
    }
  }

  /// Puts the new store in the damaged one's place. The old log goes first: SQLite would
  /// otherwise apply it to the new file.
  func replaceOriginal() throws {
    for suffix in Self.companions {
      let old = path + suffix
      if FileManager.default.fileExists(atPath: old) {
        try FileManager.default.removeItem(atPath: old)
      }
    }
    guard rename(rebuilt, path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSLocalizedDescriptionKey: String(cString: strerror(errno))
        ])
    }
    remove(rebuilt)
  }

  func removeScratch() { remove(source) }

  func removeRebuilt() { remove(rebuilt) }

  /// Removes `file` and its companions, ignoring what is not there.
  private func remove(_ file: String) {
    for name in [file] + Self.companions.map({ file + $0 }) {
      try? FileManager.default.removeItem(atPath: name)
    }
  }
}

/// Opens the scratch copy of a damaged store for reading, rewriting its header first when it
/// was wiped.
struct SourceOpener {
  let path: String
  /// The most pages a truncated file is given back (4 GiB of 4 KiB pages, as holes).
  static let maximumPages = 1 << 20

  func open() -> (database: Database?, rebuiltHeader: Bool) {
    guard let handle = FileHandle(forUpdatingAtPath: path) else { return (nil, false) }
    defer { try? handle.close() }
    let head = [UInt8]((try? handle.read(upToCount: DatabaseHeader.length)) ?? Data())
    let size = Int((try? handle.seekToEnd()) ?? 0)
    if DatabaseHeader.isPresent(in: head) {
      // SQLite refuses a file shorter than its header says. The page cut short is zeroed (its
      // rows would come back half zeros) and the missing pages are put back as zeros: SQLite
      // then reads every page that is there and finds the others damaged, and the schema's
      // references to tables whose pages are gone still resolve.
      if let pageSize = DatabaseHeader.pageSize(in: head) {
        let pages = DatabaseHeader.pageCount(in: head)
        if pages * pageSize > size, pages <= Self.maximumPages {
          do {
            try handle.truncate(atOffset: UInt64(size / pageSize * pageSize))
            try handle.truncate(atOffset: UInt64(pages * pageSize))
            try handle.synchronize()
          } catch {
            return (nil, false)
          }
        }
      }
      return (try? Self.connect(path), false)
    }
    // Without a whole first page there is no schema to find.
    guard size >= 512 else { return (nil, false) }
    for pageSize in DatabaseHeader.pageSizes where size >= pageSize {
      do {
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: DatabaseHeader.make(pageSize: pageSize, fileSize: size))
        try handle.synchronize()
      } catch {
        return (nil, false)
      }
      if let database = try? Self.connect(path),
        (try? database.fetchOne(
          "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'attempt'")) != nil
      {
        return (database, true)
      }
    }
    return (nil, false)
  }

  private static func connect(_ path: String) throws -> Database {
    let database = try Database(path: path, flags: .readWrite, busyTimeout: .zero)
    // Catch malformed cells as they are read rather than trusting their sizes.
    try? database.execute("PRAGMA cell_size_check = ON")
    return database
  }
}
