import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers that the store's file passed the checks made when it is opened (`PRAGMA
/// quick_check`, which reads the whole file, and `SchemaCheck`, which builds the expected schema
/// in a scratch database) as it is now, so a command that opens an untouched store does not
/// make them again: they were most of what opening a store cost.
///
/// The stamp (`<store>-checked`, beside the file) holds what `stat` says about the store
/// file: device, inode, size, and modification and change times to the nanosecond. It counts
/// only while they are unchanged and there is no write-ahead log with content (another
/// process's or a crashed one's writes): anything that writes the file, damage included, moves
/// its times. A stamp is written only for a file last modified at least `settleTime` ago, as
/// file systems stamp times from a coarse clock: a write in the same tick as the check would
/// otherwise leave the times as they were. What a stamp cannot see (bits that rot on the disk
/// without a write) SQLite still reports as damage when it reads them.
struct StoreCheckStamp {
  /// How old the file's last modification must be for a stamp to be written.
  static let settleTime: TimeInterval = 1

  let databasePath: String
  var stampPath: String { databasePath + "-checked" }

  /// Whether the file is as it was when it last passed the check.
  func isCurrent() -> Bool {
    guard !hasLoggedWrites(), let identity = Self.identity(of: databasePath)?.text,
      let stamp = FileManager.default.contents(atPath: stampPath)
    else { return false }
    return String(decoding: stamp, as: UTF8.self) == identity
  }

  /// Records that the file, as it is now, passed the check (when it has settled; quietly
  /// nothing when the stamp cannot be written).
  func record(now: Date = Date()) {
    guard !hasLoggedWrites(), let identity = Self.identity(of: databasePath),
      now.timeIntervalSince1970 - identity.modified >= Self.settleTime
    else { return }
    let temporary = "\(stampPath).\(getpid()).partial"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(identity.text.utf8))
    else { return }
    if rename(temporary, stampPath) != 0 { unlink(temporary) }
  }

  /// Forgets the stamp, so the next opening checks the file.
  func remove() {
    unlink(stampPath)
  }

  private func hasLoggedWrites() -> Bool {
    var info = stat()
    return stat(databasePath + "-wal", &info) == 0 && info.st_size > 0
  }

  private static func identity(of path: String) -> (text: String, modified: TimeInterval)? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    let text =
      "store check 1 \(info.st_dev) \(info.st_ino) \(info.st_size)"
      + " \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
    return (text, TimeInterval(modified.tv_sec) + TimeInterval(modified.tv_nsec) / 1e9)
  }
}
