import CSQLite
import Foundation

extension Database {
  func applyBusyTimeout() {
    let milliseconds = (busyTimeout / .milliseconds(1)).rounded(.up)
    sqlite3_busy_timeout(handle, Int32(clamping: Int64(max(0, min(milliseconds, 1e9)))))
  }

  /// Runs `operation`, running it again while it fails because another connection holds a lock
  /// and `canRetry()` still holds, until `busyTimeout` has passed since the first attempt.
  ///
  /// SQLite's busy handler already waits inside most calls; this covers the cases where SQLite
  /// gives up without waiting (for example to break a deadlock between two writers).
  func retryingOnLockContention<T>(
    while canRetry: () -> Bool,
    _ operation: () throws -> T
  ) throws -> T {
    let clock = ContinuousClock()
    let deadline = clock.now + busyTimeout
    var pause = Duration.milliseconds(1)
    while true {
      do {
        return try operation()
      } catch let error as SQLiteError where error.isLockContention {
        guard canRetry(), clock.now + pause < deadline else {
          throw error
        }
        Thread.sleep(forTimeInterval: pause / .seconds(1))
        pause = min(pause * 2, .milliseconds(50))
      }
    }
  }
}
