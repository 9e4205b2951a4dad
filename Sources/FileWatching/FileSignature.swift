#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The facts `stat` gives about a file that change when its contents are replaced or rewritten.
///
/// Two equal signatures do not prove equal contents: timestamps are only as fine as the file
/// system's clock tick, so a same-size rewrite within one tick keeps the signature. See
/// `mayHideRewrites(wallClock:)`.
struct FileSignature: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var mode: UInt32
  var size: Int64
  var modified: Timestamp
  var statusChanged: Timestamp

  /// Seconds and nanoseconds since the epoch.
  struct Timestamp: Equatable, Comparable, Sendable {
    var seconds: Int64
    var nanoseconds: Int64

    static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
      (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// The current wall-clock time, the clock file timestamps come from.
    static func now() -> Timestamp {
      var time = timespec()
      clock_gettime(CLOCK_REALTIME, &time)
      return Timestamp(time)
    }

    init(seconds: Int64, nanoseconds: Int64) {
      self.seconds = seconds
      self.nanoseconds = nanoseconds
    }

    init(_ time: timespec) {
      self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }
  }

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    mode = UInt32(info.st_mode)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = Timestamp(info.st_mtimespec)
      statusChanged = Timestamp(info.st_ctimespec)
    #else
      modified = Timestamp(info.st_mtim)
      statusChanged = Timestamp(info.st_ctim)
    #endif
  }

  /// The signature of whatever `path` names (following symbolic links), or `nil` when `stat`
  /// fails: missing, or in a folder that cannot be searched.
  static func of(path: String) -> FileSignature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileSignature(info)
  }

  /// Whether a later rewrite could leave this signature as it is.
  ///
  /// True when the modification time has no sub-second part (a file system that keeps whole
  /// seconds, or a time set by hand) or lies within two seconds of `wallClock` (a rewrite in the
  /// same clock tick keeps it; two seconds also covers FAT's two-second steps). Only then is the
  /// content worth reading to notice a change.
  func mayHideRewrites(wallClock: Timestamp) -> Bool {
    if modified.nanoseconds == 0 { return true }
    let distance = abs(wallClock.seconds - modified.seconds)
    return distance <= 2
  }

  /// Whether the file is a regular file (not a folder, device, pipe or socket).
  var isRegularFile: Bool { (mode & UInt32(S_IFMT)) == UInt32(S_IFREG) }
}
