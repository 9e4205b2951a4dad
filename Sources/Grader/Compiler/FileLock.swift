#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (flock) on a file, so two processes never build the same cache
/// entry at once. The kernel drops the lock if the holder dies.
final class FileLock {
  private let fd: Int32

  /// Opens (creating if needed) the lock file at `path`.
  init(path: String) throws {
    fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw GraderError.systemCall("open", errno: errno, context: "opening the lock file \(path)")
    }
  }

  /// Takes the lock if it is free; returns whether it did.
  func tryLock() -> Bool {
    flock(fd, LOCK_EX | LOCK_NB) == 0
  }

  /// Takes the lock, waiting as long as another holder keeps it.
  func lock() throws {
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw GraderError.systemCall("flock", errno: errno, context: "waiting for a build lock")
      }
    }
  }

  deinit {
    // Closing the descriptor releases the lock.
    close(fd)
  }
}
