import Course
import Foundation
import SQLite
import TestSupport
import Testing

/// 2025-01-01T09:00:00Z: 20089 days after 1970-01-01 (55 years with 14 leap days), and 9 hours.
let storeTestTime = Date(timeIntervalSince1970: 20089 * 86_400 + 9 * 3_600)

/// The fixture course's exercise ids, in course order.
let fixtureExerciseIDs = [
  "01-anchors/01-center-a-box", "01-anchors/02-pin-to-margins", "02-animation/01-slide-a-box",
]

/// The fixture course, loaded without problems.
func fixtureCatalog() throws -> LessonCatalog {
  let (catalog, problems) = LessonCatalog.load(
    courseDirectory: try fixtureCourseURL(), knownDevices: testDevices)
  try #require(problems.isEmpty)
  return try #require(catalog)
}

/// A store in a fresh temporary folder, removed with it.
final class StoreSandbox {
  let folder: ScratchFolder
  /// The store's file.
  let path: String

  init() throws {
    folder = try ScratchFolder()
    path = folder.url.appendingPathComponent(CourseStore.fileName).path
  }

  /// Opens (or creates) the store.
  func open() throws -> CourseStore {
    try CourseStore(path: path, now: storeTestTime)
  }

  /// Opens the store with the fixture course imported.
  func openWithFixture() throws -> CourseStore {
    let store = try open()
    try store.importCourse(try fixtureCatalog(), now: storeTestTime)
    return store
  }

  /// Opens the store's file as a plain database, to look at or change its tables directly.
  func rawDatabase() throws -> Database {
    try Database(path: path)
  }

  /// The rows `sql` returns, as values, from a separate connection.
  func rows(_ sql: String) throws -> [[SQLiteValue]] {
    try rawDatabase().fetchAll(sql).map(\.values)
  }
}

/// An attempt at `exerciseID` with the given result, at `storeTestTime` plus `minutes`.
func attemptRecord(
  _ exerciseID: String, _ status: AttemptStatus, score: Double, minutes: Double = 0,
  hash: String = "source"
) -> AttemptRecord {
  AttemptRecord(
    exerciseID: exerciseID, at: storeTestTime.addingTimeInterval(minutes * 60), sourceHash: hash,
    status: status, score: score, durationMs: 250)
}
