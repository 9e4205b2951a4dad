import Course
import Foundation
import SQLite
import Testing

@Suite("Course store: opening, migrations, damaged and newer stores")
struct StoreMigrationTests {
  private let tables = [
    "attempt", "exercise", "hint", "hint_reveal", "lesson", "lesson_step", "meta", "module",
    "position", "rating", "review_card", "review_state", "schema_migrations", "setting",
  ]

  private func tableNames(_ sandbox: StoreSandbox) throws -> [String] {
    try sandbox.rows(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ).map { row in
      guard case .text(let name) = row[0] else { return "" }
      return name
    }
  }

  @Test("an empty folder gets a WAL store with every migration applied")
  func freshStore() throws {
    let sandbox = try StoreSandbox()
    let nested = sandbox.folder.url.appendingPathComponent("a/b/layoutlings.sqlite").path
    _ = try CourseStore(path: nested, now: storeTestTime)
    let database = try Database(path: nested)
    #expect(try database.journalMode() == .wal)
    let recorded = try Migrator(CourseStore.migrations).recordedMigrations(in: database)
    #expect(recorded.map(\.id) == [1, 2, 3, 4, 5, 6, 7])
    #expect(recorded.map(\.appliedAt) == Array(repeating: storeTestTime, count: 7))

    _ = try sandbox.open()
    #expect(try tableNames(sandbox) == tables)
    #expect(
      try sandbox.rows("SELECT value FROM meta WHERE key = 'format'")
        == [[.text("layoutlings course store")]])
  }

  @Test("the fuzz seed is chosen once per store and kept")
  func fuzzSeedIsKept() throws {
    let sandbox = try StoreSandbox()
    let first = try sandbox.open().fuzzSeed
    #expect(try sandbox.open().fuzzSeed == first)
    #expect(try sandbox.open().setting("fuzz_seed") == String(first))
  }

  @Test("a store that has only the first migration is brought up to date, its rows kept")
  func upgradeFromVersionOne() throws {
    let sandbox = try StoreSandbox()
    do {
      let database = try sandbox.rawDatabase()
      try Migrator(Array(CourseStore.migrations.prefix(1))).migrate(database, now: storeTestTime)
      try database.execute(
        "INSERT INTO module(id, position, retired) VALUES ('01-anchors', 0, 0)")
      try database.execute(
        "INSERT INTO meta(key, value) VALUES ('course_title', 'Old title')")
    }
    let store = try sandbox.open()
    #expect(try tableNames(sandbox) == tables)
    #expect(
      try sandbox.rows("SELECT id FROM schema_migrations ORDER BY id") == [
        [.integer(1)], [.integer(2)], [.integer(3)], [.integer(4)], [.integer(5)], [.integer(6)],
        [.integer(7)],
      ])
    #expect(
      try sandbox.rows("SELECT id, position FROM module") == [[.text("01-anchors"), .integer(0)]])

    // The upgraded store takes a full import and records progress.
    try store.importCourse(try fixtureCatalog(), now: storeTestTime)
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .passed, score: 1))
    #expect(try store.progress(at: storeTestTime).passed == 1)
    #expect(try store.importedCourse()?.title == "Layoutlings test course")
  }

  @Test("attempts written by an older schema are read by the newer one")
  func upgradeFromVersionTwoKeepsAttempts() throws {
    let sandbox = try StoreSandbox()
    do {
      let older = try sandbox.rawDatabase()
      try Migrator(Array(CourseStore.migrations.prefix(2))).migrate(older, now: storeTestTime)
      try older.execute(
        """
        INSERT INTO module(id, position) VALUES ('01-anchors', 0);
        INSERT INTO exercise(
          id, module_id, position, title, entry_json, devices_json, checks_json, steps_json,
          images_json, expected_json, starter, solution, content_hash, imported_at, changed_at)
        VALUES ('01-anchors/01-center-a-box', '01-anchors', 0, 'Old', '{}', '[]', '[]', '[]',
          '[]', '{}', 's', 'S', 'old-hash', '2024-12-01T00:00:00.000Z', '2024-12-01T00:00:00.000Z');
        INSERT INTO attempt(exercise_id, attempted_at, source_hash, status, score, duration_ms)
        VALUES ('01-anchors/01-center-a-box', '2024-12-02T10:00:00.000Z', 'h1', 'failed', 0.5, 900);
        """)
    }
    let store = try sandbox.open()
    try store.importCourse(try fixtureCatalog(), now: storeTestTime)
    let attempts = try store.attempts(for: "01-anchors/01-center-a-box")
    #expect(attempts.count == 1)
    #expect(attempts.first?.record.sourceHash == "h1")
    #expect(attempts.first?.record.durationMs == 900)
    #expect(
      attempts.first?.record.at
        == Date(timeIntervalSince1970: (20059 * 86_400 + 10 * 3_600)))  // 2024-12-02T10:00Z
    let progress = try store.progress(ofExercise: "01-anchors/01-center-a-box", at: storeTestTime)
    #expect(progress.status == .attempted)
    #expect(progress.bestScore == 0.5)
  }

  @Test("a version-5 store gains attempt devices and keeps every attempt, rating and reveal")
  func upgradeFromVersionFive() throws {
    let sandbox = try StoreSandbox()
    let id = fixtureExerciseIDs[0]
    do {
      let older = try sandbox.rawDatabase()
      try Migrator(Array(CourseStore.migrations.prefix(5))).migrate(older, now: storeTestTime)
      try older.execute(
        """
        INSERT INTO module(id, position) VALUES ('01-anchors', 0);
        INSERT INTO exercise(
          id, module_id, position, title, entry_json, devices_json, checks_json, steps_json,
          images_json, expected_json, starter, solution, content_hash, imported_at, changed_at)
        VALUES ('\(id)', '01-anchors', 0, 'Old', '{}', '[]', '[]', '[]',
          '[]', '{}', 's', 'S', 'old-hash', '2024-12-01T00:00:00.000Z', '2024-12-01T00:00:00.000Z');
        INSERT INTO attempt(exercise_id, attempted_at, source_hash, status, score, duration_ms)
        VALUES ('\(id)', '2024-12-02T10:00:00.000Z', 'h1', 'failed', 0.5, 900),
          ('\(id)', '2024-12-02T10:05:00.000Z', 'h2', 'passed', 1, 800);
        INSERT INTO hint(exercise_id, position, text) VALUES ('\(id)', 0, 'A hint');
        INSERT INTO hint_reveal(exercise_id, hint_index, revealed_at)
        VALUES ('\(id)', 0, '2024-12-02T09:58:00.000Z');
        INSERT INTO rating(item_id, rating, rated_at) VALUES ('\(id)', 3, '2024-12-02T10:06:00.000Z');
        """)
    }
    let store = try sandbox.open()
    #expect(try sandbox.rows("SELECT max(id) FROM schema_migrations") == [[.integer(7)]])
    try store.importCourse(try fixtureCatalog(), now: storeTestTime)
    let attempts = try store.attempts(for: id)
    #expect(attempts.map(\.record.sourceHash) == ["h1", "h2"])
    // Attempts from before migration 6 were graded on every device the exercise listed.
    #expect(attempts.map(\.record.devices) == [nil, nil])
    #expect(try store.ratingLog(for: id).map(\.rating) == [.good])
    #expect(try store.revealedHints(for: id) == [0])
    let devices = try #require(try store.exercise(id: id)).spec.devices.map(\.text)
    let counts = try store.passCounts(exerciseID: id, devices: devices, upTo: storeTestTime)
    #expect(counts == Dictionary(uniqueKeysWithValues: devices.map { ($0, 1) }))

    // New attempts keep their devices.
    var record = attemptRecord(id, .passed, score: 1, minutes: 1)
    record.devices = [devices[0]]
    try store.recordAttempt(record)
    #expect(try store.attempts(for: id).last?.record.devices == [devices[0]])
  }

  @Test("a store written by a newer version is refused in one line and left as it is")
  func newerStore() throws {
    let sandbox = try StoreSandbox()
    _ = try sandbox.openWithFixture()
    try sandbox.rawDatabase().execute(
      "INSERT INTO schema_migrations(id, name, applied_at) VALUES (9, 'future table', 'x')")
    let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.path))
    let error = #expect(throws: CourseStoreError.self) { try sandbox.open() }
    #expect(
      error
        == .newerVersion(path: sandbox.path, migrations: ["migration 9 \"future table\""]))
    let text = error?.description ?? ""
    #expect(!text.contains("\n"))
    #expect(text.contains(sandbox.path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.path)) == before)
  }

  @Test("a file that is not a database is reported as damaged and not deleted")
  func garbageFile() throws {
    let sandbox = try StoreSandbox()
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: URL(fileURLWithPath: sandbox.path))
    let error = #expect(throws: CourseStoreError.self) { try sandbox.open() }
    guard case .corrupt(let path, _) = error else {
      Issue.record("expected a corrupt-store error, got \(String(describing: error))")
      return
    }
    #expect(path == sandbox.path)
    #expect(error?.description.contains("\n") == false)
    #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.path)) == garbage)
  }

  @Test("a truncated store is reported as damaged and not deleted")
  func truncatedFile() throws {
    let sandbox = try StoreSandbox()
    do {
      let store = try sandbox.openWithFixture()
      for minute in 0..<40 {
        try store.recordAttempt(
          attemptRecord(
            fixtureExerciseIDs[minute % 3], .failed, score: 0.25, minutes: Double(minute),
            hash: String(repeating: "h", count: 500)))
      }
    }
    // Every connection is closed, so the log is checkpointed into the main file.
    let url = URL(fileURLWithPath: sandbox.path)
    let whole = try Data(contentsOf: url)
    #expect(!FileManager.default.fileExists(atPath: sandbox.path + "-wal"))
    let half = whole.prefix(whole.count / 2)
    try half.write(to: url)
    let error = #expect(throws: CourseStoreError.self) { try sandbox.open() }
    guard case .corrupt = error else {
      Issue.record("expected a corrupt-store error, got \(String(describing: error))")
      return
    }
    #expect(try Data(contentsOf: url) == half)
  }
}
