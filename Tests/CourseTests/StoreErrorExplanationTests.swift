import Foundation
import SQLite
import Testing

@testable import Course

/// What a failed read or write of the store is called in the one line the learner sees.
@Suite("Course store: explaining SQLite's errors")
struct StoreErrorExplanationTests {
  /// `SQLITE_IOERR_SHMSIZE`: the shared-memory file could not grow.
  private let shmSize = ResultCode(rawValue: 10 | (19 << 8))

  @Test("a shared-memory file that cannot grow on a full disk: the disk is full")
  func fullDiskBehindAnIOError() {
    let error = SQLiteError(code: shmSize, message: "disk I/O error", systemErrno: ENOSPC)
    #expect(
      CourseStoreError.explanation(of: error)
        == "writing failed: the disk is full (disk I/O error, SQLITE_IOERR_SHMSIZE); what was "
        + "saved before is kept")
  }

  @Test("the same error past a file-size limit: the disk may be full or the file too large")
  func fileSizeLimit() {
    let error = SQLiteError(code: shmSize, message: "disk I/O error", systemErrno: EFBIG)
    #expect(
      CourseStoreError.explanation(of: error)
        == "writing failed (disk I/O error, SQLITE_IOERR_SHMSIZE): the disk may be full or the "
        + "file too large; what was saved before is kept")
  }

  @Test("any store operation meeting it says the same")
  func wrappedErrorIsExplained() throws {
    let error = CourseStoreError.wrapping(
      SQLiteError(code: shmSize, message: "disk I/O error", systemErrno: ENOSPC), path: "/p")
    #expect(error.description.contains("the disk is full"))
  }
}
