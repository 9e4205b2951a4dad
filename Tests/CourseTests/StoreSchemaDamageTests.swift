import Course
import Foundation
import SQLite
import TestSupport
import Testing

/// A store whose schema is not the one its recorded migrations make (a table dropped, a
/// migration record deleted), and one emptied to 0 bytes beside working copies: refused as
/// damaged before anything is written, and repaired with every readable row kept.
@Suite("Course store: a damaged schema and an emptied store")
struct StoreSchemaDamageTests {
  static let exercise = fixtureExerciseIDs[0]

  /// A store with the fixture course, four attempts, two ratings and one hint reveal.
  private func storeWithProgress() throws -> StoreSandbox {
    let sandbox = try StoreSandbox()
    let store = try sandbox.openWithFixture()
    for minutes in [1.0, 2, 3, 4] {
      try store.recordAttempt(attemptRecord(Self.exercise, .failed, score: 0.5, minutes: minutes))
    }
    for hours in [1.0, 30] {
      try store.recordRating(
        itemID: Self.exercise, rating: .good, at: storeTestTime.addingTimeInterval(hours * 3600))
    }
    try store.recordHintReveal(exerciseID: Self.exercise, hintIndex: 0, at: storeTestTime)
    return sandbox
  }

  /// Runs `sql` on the store's file with foreign keys off (a table others refer to can be
  /// dropped), then folds the log into the file.
  private func damage(_ sandbox: StoreSandbox, _ sql: String) throws {
    let database = try sandbox.rawDatabase()
    try database.execute("PRAGMA foreign_keys = OFF")
    try database.execute(sql)
    _ = try database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  /// The detail of the refusal to open the store at `sandbox`.
  private func refusal(_ sandbox: StoreSandbox) throws -> String {
    let error = try #require(throws: CourseStoreError.self) { _ = try sandbox.open() }
    guard case .corrupt(let path, let detail) = error else {
      Issue.record("expected the store to be refused as damaged, got \(error)")
      return ""
    }
    #expect(path == sandbox.path)
    return detail
  }

  private func repair(_ sandbox: StoreSandbox) throws -> StoreRepairReport {
    try CourseStore.repair(path: sandbox.path, catalog: try fixtureCatalog(), now: storeTestTime)
  }

  @Test("a dropped rating table: refused; the repair rebuilds it and counts its rows lost")
  func droppedRatingTable() throws {
    let sandbox = try storeWithProgress()
    try damage(sandbox, "DROP TABLE rating")
    let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.path))
    #expect(
      try refusal(sandbox)
        == "its schema is not the one its migrations make: the table rating is missing; "
        + "the index rating_by_item is missing; the trigger rating_is_append_only_delete is missing"
        + "; and 1 more")
    // Refusing wrote nothing.
    #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.path)) == before)

    let report = try repair(sandbox)
    #expect(report.schemaDifferences.first == "the table rating is missing")
    #expect(report.table("attempts") == .init(name: "attempts", recovered: 4, lost: 0))
    // The rating counter outlived the table: both ratings are known to be lost.
    #expect(report.table("ratings") == .init(name: "ratings", recovered: 0, lost: 2))
    #expect(report.table("hint reveals") == .init(name: "hint reveals", recovered: 1, lost: 0))

    let store = try sandbox.open()
    #expect(try store.attemptCount() == 4)
    #expect(try store.ratingLog(for: Self.exercise).isEmpty)
    _ = try store.recordRating(
      itemID: Self.exercise, rating: .good, at: storeTestTime.addingTimeInterval(40 * 3600))
    #expect(try store.ratingLog(for: Self.exercise).count == 1)
  }

  @Test("a dropped exercise table: refused; the repair reimports it and keeps every attempt")
  func droppedExerciseTable() throws {
    let sandbox = try storeWithProgress()
    try damage(sandbox, "DROP TABLE exercise")
    #expect(try refusal(sandbox).contains("the table exercise is missing"))

    let report = try repair(sandbox)
    #expect(report.schemaDifferences == ["the table exercise is missing"])
    #expect(report.table("attempts") == .init(name: "attempts", recovered: 4, lost: 0))
    #expect(report.table("ratings") == .init(name: "ratings", recovered: 2, lost: 0))
    let store = try sandbox.open()
    #expect(try store.exerciseIDs() == fixtureExerciseIDs)
    #expect(try store.ratingLog(for: Self.exercise).count == 2)
  }

  @Test("a deleted migration record: refused before migrating trips on a duplicate column")
  func deletedMigrationRecord() throws {
    let sandbox = try storeWithProgress()
    try damage(sandbox, "DELETE FROM schema_migrations WHERE id = 4")
    let detail = try refusal(sandbox)
    #expect(
      detail
        == "its schema is not the one its migrations make: the table lesson_step has the "
        + "columns exercises_json, attribution that its recorded migrations do not make")
    #expect(!detail.contains("duplicate column"))

    let report = try repair(sandbox)
    #expect(!report.schemaDifferences.isEmpty)
    #expect(report.table("attempts") == .init(name: "attempts", recovered: 4, lost: 0))
    #expect(report.table("ratings") == .init(name: "ratings", recovered: 2, lost: 0))
    let store = try sandbox.open()
    #expect(try store.attemptCount() == 4)
    #expect(
      try sandbox.rows("SELECT id FROM schema_migrations ORDER BY id").map { $0[0] }
        == (1...7).map { SQLiteValue.integer(Int64($0)) })
  }

  @Test("a column dropped from a table: named as missing")
  func droppedColumn() throws {
    let sandbox = try storeWithProgress()
    try damage(sandbox, "ALTER TABLE attempt DROP COLUMN devices_json")
    #expect(
      try refusal(sandbox)
        == "its schema is not the one its migrations make: the table attempt lacks the column "
        + "devices_json")
  }

  /// A workspace in a scratch folder whose store is 0 bytes, last changed `age` seconds ago,
  /// with `workingCopies` working copies.
  private func emptiedWorkspace(workingCopies: Int, age: TimeInterval) throws
    -> (Workspace, ScratchFolder)
  {
    let folder = try ScratchFolder()
    let workspace = Workspace(home: folder.url)
    for id in fixtureExerciseIDs.prefix(workingCopies) {
      _ = try workspace.prepareWorkingCopy(exerciseID: id, starter: "// mine\n")
    }
    let path = workspace.databaseURL.path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
    return (workspace, folder)
  }

  @Test("an emptied store beside working copies: refused, and the repair says all is lost")
  func emptiedStoreWithWorkingCopies() throws {
    let (workspace, folder) = try emptiedWorkspace(workingCopies: 2, age: 3600)
    let error = try #require(throws: CourseStoreError.self) {
      _ = try CourseStore(workspace: workspace, now: storeTestTime)
    }
    #expect(
      error
        == .corrupt(
          path: workspace.databaseURL.path,
          detail: "it is empty (0 bytes) although the workspace has 2 working copies in "
            + "\(folder.url.appendingPathComponent("exercises").path), so the attempts, "
            + "ratings and hints recorded in it are gone"))
    let report = try CourseStore.repair(
      path: workspace.databaseURL.path, catalog: try fixtureCatalog(), now: storeTestTime)
    #expect(report.sourceWasEmpty)
    #expect(!report.sourceReadable)
    let store = try CourseStore(workspace: workspace, now: storeTestTime)
    #expect(try store.exerciseIDs() == fixtureExerciseIDs)
  }

  @Test("an empty store with no working copies, or one just made, is a new store")
  func emptyStoreThatIsNew() throws {
    let (fresh, _) = try emptiedWorkspace(workingCopies: 0, age: 3600)
    _ = try CourseStore(workspace: fresh, now: storeTestTime)
    // Another process may be writing its first page right now.
    let (racing, _) = try emptiedWorkspace(workingCopies: 1, age: 0)
    _ = try CourseStore(workspace: racing, now: storeTestTime)
  }
}
