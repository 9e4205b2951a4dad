import Course
import Foundation
import SQLite
import Testing

/// Migration 7 (how each attempt came) on a store of the version before it, written with that
/// version's SQL: every attempt, rating, review state and hint reveal is kept as it was.
@Suite("Course store: a version-6 store gains attempt origins and loses nothing")
struct StoreOriginMigrationTests {
  private let id = fixtureExerciseIDs[0]
  private let other = fixtureExerciseIDs[1]

  /// Every row of `table` in `order`, as values, from a separate connection.
  private func dump(_ sandbox: StoreSandbox, _ columns: String, _ table: String, _ order: String)
    throws -> [[SQLiteValue]]
  {
    try sandbox.rows("SELECT \(columns) FROM \(table) ORDER BY \(order)")
  }

  private let attemptColumns =
    "id, exercise_id, attempted_at, source_hash, status, score, duration_ms, report_json, "
    + "devices_json"

  /// A store at migration 6 with progress on two exercises, as version 6 wrote it.
  private func versionSixStore() throws -> StoreSandbox {
    let sandbox = try StoreSandbox()
    let database = try sandbox.rawDatabase()
    try Migrator(Array(CourseStore.migrations.prefix(6))).migrate(database, now: storeTestTime)
    try database.execute(
      """
      INSERT INTO setting(key, value) VALUES ('fuzz_seed', '12345');
      INSERT INTO module(id, position) VALUES ('01-anchors', 0);
      INSERT INTO exercise(
        id, module_id, position, title, entry_json, devices_json, checks_json, steps_json,
        images_json, expected_json, starter, solution, content_hash, imported_at, changed_at)
      VALUES
        ('\(id)', '01-anchors', 0, 'Old', '{}', '[]', '[]', '[]', '[]', '{}', 's', 'S', 'h',
          '2024-12-01T00:00:00.000Z', '2024-12-01T00:00:00.000Z'),
        ('\(other)', '01-anchors', 1, 'Old 2', '{}', '[]', '[]', '[]', '[]', '{}', 's', 'S', 'h',
          '2024-12-01T00:00:00.000Z', '2024-12-01T00:00:00.000Z');
      INSERT INTO review_card(id, exercise_id, position, question, answer)
      VALUES ('\(id)#why', '\(id)', 0, 'Why?', 'Because.');
      INSERT INTO attempt(
        exercise_id, attempted_at, source_hash, status, score, duration_ms, report_json,
        devices_json)
      VALUES
        ('\(id)', '2024-12-02T10:00:00.000Z', 'h1', 'compile-error', 0, 900, NULL, NULL),
        ('\(id)', '2024-12-02T10:05:00.000Z', 'h2', 'failed', 0.5, 800, '{"v":1}',
          '["iphone-se"]'),
        ('\(id)', '2024-12-02T10:07:00.000Z', 'h3', 'passed', 1, 700, '{"v":2}',
          '["iphone-se","iphone-15:landscape"]'),
        ('\(other)', '2024-12-03T08:00:00.000Z', 'h4', 'timeout', 0, 10000, NULL, NULL),
        ('\(other)', '2024-12-03T08:01:00.000Z', 'h5', 'runtime-error', 0.25, 20, NULL, '[]');
      INSERT INTO hint(exercise_id, position, text) VALUES ('\(id)', 0, 'A hint');
      INSERT INTO hint_reveal(exercise_id, hint_index, revealed_at)
      VALUES ('\(id)', 0, '2024-12-02T09:58:00.000Z');
      INSERT INTO rating(item_id, rating, rated_at, duration_ms)
      VALUES ('\(id)', 3, '2024-12-02T10:08:00.000Z', 4000),
        ('\(id)#why', 4, '2024-12-02T10:09:00.000Z', NULL),
        ('\(id)', 1, '2024-12-05T10:00:00.000Z', NULL);
      INSERT INTO review_state(
        item_id, state, step, stability, difficulty, due, last_review, rating_count)
      VALUES ('\(id)', 3, 0, 2.5, 6.25, '2024-12-05T10:10:00.000Z', '2024-12-05T10:00:00.000Z', 2),
        ('\(id)#why', 2, NULL, 8.3, 3.1, '2024-12-10T10:09:00.000Z', '2024-12-02T10:09:00.000Z', 1);
      INSERT INTO position(singleton, module_id, lesson_step, exercise_id, updated_at)
      VALUES (1, '01-anchors', 2, '\(other)', '2024-12-03T08:02:00.000Z');
      """)
    return sandbox
  }

  @Test("every attempt, rating, review and reveal survives the migration, unchanged")
  func nothingLost() throws {
    let sandbox = try versionSixStore()
    let attempts = try dump(sandbox, attemptColumns, "attempt", "id")
    let ratings = try dump(sandbox, "*", "rating", "id")
    let states = try dump(sandbox, "*", "review_state", "item_id")
    let reveals = try dump(sandbox, "*", "hint_reveal", "exercise_id, hint_index")
    let position = try dump(sandbox, "*", "position", "singleton")
    #expect(attempts.count == 5)
    #expect(ratings.count == 3)
    #expect(states.count == 2)

    let store = try sandbox.open()
    #expect(try sandbox.rows("SELECT max(id) FROM schema_migrations") == [[.integer(7)]])
    #expect(try dump(sandbox, attemptColumns, "attempt", "id") == attempts)
    #expect(try dump(sandbox, "*", "rating", "id") == ratings)
    #expect(try dump(sandbox, "*", "review_state", "item_id") == states)
    #expect(try dump(sandbox, "*", "hint_reveal", "exercise_id, hint_index") == reveals)
    #expect(try dump(sandbox, "*", "position", "singleton") == position)
    // Attempts from before kept no origin, and their files were taken as the exercise's own.
    #expect(
      try sandbox.rows("SELECT origin, foreign_file FROM attempt ORDER BY id")
        == Array(repeating: [.null, .integer(0)], count: 5))
    #expect(store.fuzzSeed == 12345)

    // The store reads them back through its own code, after a full import of the course.
    try store.importCourse(try fixtureCatalog(), now: storeTestTime)
    let read = try store.attempts(for: id).map(\.record)
    #expect(read.map(\.sourceHash) == ["h1", "h2", "h3"])
    #expect(read.map(\.status) == [.compileError, .failed, .passed])
    #expect(read.map(\.score) == [0, 0.5, 1])
    #expect(read.map(\.durationMs) == [900, 800, 700])
    #expect(read.map(\.reportJSON) == [nil, #"{"v":1}"#, #"{"v":2}"#])
    #expect(read.map(\.devices) == [nil, ["iphone-se"], ["iphone-se", "iphone-15:landscape"]])
    #expect(read.map(\.origin) == [nil, nil, nil])
    #expect(try store.attempts(for: other).map(\.record.status) == [.timeout, .runtimeError])
    #expect(try store.ratingLog(for: id).map(\.rating) == [.good, .again])
    #expect(try store.ratingLog(for: id).map(\.duration) == [4, nil])
    #expect(try store.ratingLog(for: "\(id)#why").map(\.rating) == [.easy])
    #expect(try store.revealedHints(for: id) == [0])
    #expect(try store.attemptCount() == 5)

    // New attempts keep how they came.
    var record = attemptRecord(id, .passed, score: 1, minutes: 1, hash: "new")
    record.origin = .review
    try store.recordAttempt(record)
    #expect(try store.attempts(for: id).last?.record.origin == .review)
  }
}
