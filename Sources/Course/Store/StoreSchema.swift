import SQLite

/// The course store's schema history. Ids are never reused: a store remembers which it applied.
///
/// Times are ISO-8601 text in UTC with milliseconds (see `SQLite`'s `Date` binding), so they
/// sort as text. Rows that progress refers to (modules, exercises, review cards) are never
/// deleted: content that leaves the course is marked `retired`.
enum StoreSchema {
  static let migrations: [Migration] = [
    courseContent, learnerProgress, reviewsPositionSettings, lessonStepPlacement,
    exerciseRules, attemptDevices, attemptOrigin,
  ]

  /// 1: what the course says, imported from `Lessons/`, and `meta`: the file's format and what
  /// was imported (`course_title`, `course_welcome`, `course_format_version`, `course_hash`,
  /// `course_fingerprint`, `course_imported_at`).
  static let courseContent = Migration(
    id: 1, name: "course content",
    sql: """
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      INSERT INTO meta(key, value) VALUES ('format', 'layoutlings course store');
      CREATE TABLE module (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        retired INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE lesson (
        module_id TEXT PRIMARY KEY REFERENCES module(id),
        title TEXT NOT NULL,
        introduction TEXT NOT NULL
      );
      CREATE TABLE lesson_step (
        module_id TEXT NOT NULL REFERENCES module(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        line INTEGER NOT NULL,
        PRIMARY KEY (module_id, position)
      );
      CREATE TABLE exercise (
        id TEXT PRIMARY KEY,
        module_id TEXT NOT NULL REFERENCES module(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        instructions TEXT,
        entry_json TEXT NOT NULL,
        storyboard TEXT,
        devices_json TEXT NOT NULL,
        checks_json TEXT NOT NULL,
        steps_json TEXT NOT NULL,
        images_json TEXT NOT NULL,
        tolerance REAL,
        expected_json TEXT NOT NULL,
        starter TEXT NOT NULL,
        solution TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        retired INTEGER NOT NULL DEFAULT 0,
        imported_at TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );
      CREATE TABLE hint (
        exercise_id TEXT NOT NULL REFERENCES exercise(id),
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (exercise_id, position)
      );
      CREATE TABLE review_card (
        id TEXT PRIMARY KEY,
        exercise_id TEXT NOT NULL REFERENCES exercise(id),
        position INTEGER NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        retired INTEGER NOT NULL DEFAULT 0
      );
      """)

  /// 2: what the learner did: attempts, hint reveals and the append-only log of ratings.
  static let learnerProgress = Migration(
    id: 2, name: "learner progress",
    sql: """
      CREATE TABLE attempt (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        exercise_id TEXT NOT NULL REFERENCES exercise(id),
        attempted_at TEXT NOT NULL,
        source_hash TEXT NOT NULL,
        status TEXT NOT NULL
          CHECK (status IN ('passed', 'failed', 'compile-error', 'runtime-error', 'timeout')),
        score REAL NOT NULL CHECK (score >= 0 AND score <= 1),
        duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
        report_json TEXT
      );
      CREATE INDEX attempt_by_exercise ON attempt(exercise_id, attempted_at);
      CREATE TABLE hint_reveal (
        exercise_id TEXT NOT NULL REFERENCES exercise(id),
        hint_index INTEGER NOT NULL CHECK (hint_index >= 0),
        revealed_at TEXT NOT NULL,
        PRIMARY KEY (exercise_id, hint_index)
      );
      CREATE TABLE rating (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        item_id TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
        rated_at TEXT NOT NULL,
        duration_ms INTEGER CHECK (duration_ms >= 0)
      );
      CREATE INDEX rating_by_item ON rating(item_id, rated_at);
      CREATE TRIGGER rating_is_append_only_update BEFORE UPDATE ON rating
        BEGIN SELECT RAISE(ABORT, 'the rating log is append-only'); END;
      CREATE TRIGGER rating_is_append_only_delete BEFORE DELETE ON rating
        BEGIN SELECT RAISE(ABORT, 'the rating log is append-only'); END;
      """)

  /// 3: the review state cache (rebuilt from `rating` by replaying it), the learner's place in
  /// the course and per-install settings.
  static let reviewsPositionSettings = Migration(
    id: 3, name: "review state, position and settings",
    sql: """
      CREATE TABLE review_state (
        item_id TEXT PRIMARY KEY,
        state INTEGER NOT NULL CHECK (state BETWEEN 1 AND 3),
        step INTEGER,
        stability REAL,
        difficulty REAL,
        due TEXT NOT NULL,
        last_review TEXT,
        rating_count INTEGER NOT NULL
      );
      CREATE INDEX review_state_by_due ON review_state(due);
      CREATE TABLE position (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
        module_id TEXT REFERENCES module(id),
        lesson_step INTEGER NOT NULL DEFAULT 0 CHECK (lesson_step >= 0),
        exercise_id TEXT REFERENCES exercise(id),
        updated_at TEXT NOT NULL
      );
      CREATE TABLE setting (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      """)

  /// 4: which exercises each lesson step puts right after it (a JSON array of exercise folder
  /// names) and whether the step is the lesson's credits. Steps are rewritten by every import,
  /// so the defaults only last until the next one.
  static let lessonStepPlacement = Migration(
    id: 4, name: "lesson step exercises and attribution",
    sql: """
      ALTER TABLE lesson_step ADD COLUMN exercises_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE lesson_step ADD COLUMN attribution INTEGER NOT NULL DEFAULT 0;
      """)

  /// 5: each exercise's rules beyond frames (`exercise.json` `rules`), as JSON; exercises
  /// imported before have none until the next import.
  static let exerciseRules = Migration(
    id: 5, name: "exercise rules",
    sql: """
      ALTER TABLE exercise ADD COLUMN rules_json TEXT NOT NULL DEFAULT '[]';
      """)

  /// 6: the devices each attempt was graded on (a JSON array of device references), so a review
  /// can come back on a device the learner has passed the exercise on least. NULL for attempts
  /// graded before: those were graded on every device the exercise listed.
  static let attemptDevices = Migration(
    id: 6, name: "attempt devices",
    sql: """
      ALTER TABLE attempt ADD COLUMN devices_json TEXT;
      """)

  /// 7: how each attempt came (`AttemptOrigin`: save, key, command, review, check) and whether
  /// its file was not the exercise's own, recorded only because `--exercise` named it. NULL and
  /// 0 for attempts recorded before: every row is kept as it was.
  static let attemptOrigin = Migration(
    id: 7, name: "attempt origin",
    sql: """
      ALTER TABLE attempt ADD COLUMN origin TEXT
        CHECK (origin IS NULL OR origin IN ('save', 'key', 'command', 'review', 'check'));
      ALTER TABLE attempt ADD COLUMN foreign_file INTEGER NOT NULL DEFAULT 0
        CHECK (foreign_file IN (0, 1));
      """)
}
