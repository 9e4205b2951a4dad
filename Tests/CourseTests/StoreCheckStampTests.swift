import Foundation
import Testing

@testable import Course

/// The store's structure check is skipped only for a file untouched since it last passed, and
/// damage written after that is still found when the store is opened.
@Suite("Store check stamp")
struct StoreCheckStampTests {
  /// A store made and closed, its file dated `secondsAgo` back (so it has settled).
  private func settledStore(secondsAgo: TimeInterval = 60) throws -> StoreSandbox {
    let sandbox = try StoreSandbox()
    do { _ = try sandbox.openWithFixture() }
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-secondsAgo)], ofItemAtPath: sandbox.path)
    return sandbox
  }

  @Test("a settled file that passed is stamped; a file modified just now is not")
  func stamping() throws {
    let settled = try settledStore()
    let stamp = StoreCheckStamp(databasePath: settled.path)
    #expect(!stamp.isCurrent())
    do { _ = try settled.open() }
    #expect(stamp.isCurrent())

    let fresh = try StoreSandbox()
    do { _ = try fresh.openWithFixture() }
    do { _ = try fresh.open() }
    #expect(!StoreCheckStamp(databasePath: fresh.path).isCurrent())
    #expect(!FileManager.default.fileExists(atPath: fresh.path + "-checked"))
  }

  @Test("a write to the file, or a log with content, makes the stamp stale")
  func staleness() throws {
    let sandbox = try settledStore()
    let stamp = StoreCheckStamp(databasePath: sandbox.path)
    do { _ = try sandbox.open() }
    #expect(stamp.isCurrent())
    try Data("log".utf8).write(to: URL(fileURLWithPath: sandbox.path + "-wal"))
    #expect(!stamp.isCurrent())
    try FileManager.default.removeItem(atPath: sandbox.path + "-wal")
    #expect(stamp.isCurrent())
    do {
      let store = try sandbox.open()
      try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .failed, score: 0))
    }
    #expect(!stamp.isCurrent())
  }

  @Test("a page damaged after the file was stamped is found at the next opening")
  func damageAfterStamp() throws {
    let sandbox = try settledStore()
    do { _ = try sandbox.open() }
    #expect(StoreCheckStamp(databasePath: sandbox.path).isCurrent())
    // The last page, written over in place: the size stays, the times move.
    let url = URL(fileURLWithPath: sandbox.path)
    var bytes = try Data(contentsOf: url)
    let pageSize = 4096
    #expect(bytes.count > 2 * pageSize)
    bytes.replaceSubrange(
      (bytes.count - pageSize)..<bytes.count, with: Data(repeating: 0xA5, count: pageSize))
    let handle = try FileHandle(forWritingTo: url)
    try handle.write(contentsOf: bytes)
    try handle.close()
    let error = #expect(throws: CourseStoreError.self) { try sandbox.open() }
    guard case .corrupt = error else {
      Issue.record("expected a corrupt-store error, got \(String(describing: error))")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.path + "-checked"))
  }
}

extension StoreCheckStampTests {
  @Test("a table dropped after the file was stamped is found at the next opening")
  func schemaDamageAfterStamp() throws {
    let sandbox = try settledStore()
    do { _ = try sandbox.open() }
    #expect(StoreCheckStamp(databasePath: sandbox.path).isCurrent())
    do { try sandbox.rawDatabase().execute("DROP TABLE hint_reveal") }
    let error = #expect(throws: CourseStoreError.self) { try sandbox.open() }
    guard case .corrupt(_, let detail) = error else {
      Issue.record("expected a corrupt-store error, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("hint_reveal"))
  }
}
