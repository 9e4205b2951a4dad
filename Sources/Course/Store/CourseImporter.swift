import Foundation
import SQLite

/// Writes a catalog into the store's content tables; runs inside the import's transaction.
///
/// Content rows are updated in place and never deleted when progress may refer to them:
/// modules, exercises and review cards that left the course are marked retired. Lesson steps
/// and hints, which nothing refers to, are replaced.
struct CourseImporter {
  let database: Database
  let now: Date

  func importModules(_ modules: [Module]) throws {
    var seen = Set<String>()
    for (position, module) in modules.enumerated() {
      guard seen.insert(module.id).inserted else {
        throw CourseStoreError.invalidCatalog("module \(module.id) is listed twice")
      }
      try database.execute(
        """
        INSERT INTO module(id, position, retired) VALUES (?, ?, 0)
        ON CONFLICT(id) DO UPDATE SET position = excluded.position, retired = 0
        """,
        arguments: [module.id, position])
      try database.execute(
        """
        INSERT INTO lesson(module_id, title, introduction) VALUES (?, ?, ?)
        ON CONFLICT(module_id) DO UPDATE SET
          title = excluded.title, introduction = excluded.introduction
        """,
        arguments: [module.id, module.lesson.title, module.lesson.introduction])
      try database.execute("DELETE FROM lesson_step WHERE module_id = ?", arguments: [module.id])
      let insertStep = try database.prepare(
        """
        INSERT INTO lesson_step(module_id, position, title, body, line, exercises_json, attribution)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """)
      for (index, step) in module.lesson.steps.enumerated() {
        try insertStep.execute(arguments: [
          module.id, index, step.title, step.body, step.line,
          try ExerciseColumns.text(step.exercises), step.isAttribution,
        ])
      }
    }
    let present = Set(modules.map(\.id))
    let active = try database.fetchAll("SELECT id FROM module WHERE retired = 0 ORDER BY position")
    for row in active {
      let id = try row.column(String.self, at: 0)
      if !present.contains(id) {
        try database.execute("UPDATE module SET retired = 1 WHERE id = ?", arguments: [id])
      }
    }
  }

  /// Imports every exercise of `modules` (in course order) and retires those that left.
  func importExercises(_ modules: [Module], into summary: inout ImportSummary) throws {
    var previous: [String: (hash: String, retired: Bool)] = [:]
    for row in try database.fetchAll("SELECT id, content_hash, retired FROM exercise") {
      previous[try row.column(String.self, at: 0)] =
        (try row.column(String.self, at: 1), try row.column(Bool.self, at: 2))
    }
    var present = Set<String>()
    for module in modules {
      for (position, exercise) in module.exercises.enumerated() {
        guard exercise.moduleID == module.id else {
          throw CourseStoreError.invalidCatalog(
            "exercise \(exercise.id) says it is in \(exercise.moduleID), but is listed in \(module.id)"
          )
        }
        guard present.insert(exercise.id).inserted else {
          throw CourseStoreError.invalidCatalog("exercise id \(exercise.id) is used twice")
        }
        let before = previous[exercise.id]
        let isChanged = before.map { $0.hash != exercise.contentHash || $0.retired } ?? true
        if before == nil {
          summary.added.append(exercise.id)
        } else if isChanged {
          summary.changed.append(exercise.id)
        } else {
          summary.unchanged += 1
        }
        try write(exercise, position: position, isChanged: isChanged)
      }
    }
    let active = try database.fetchAll(
      """
      SELECT e.id FROM exercise e JOIN module m ON m.id = e.module_id
      WHERE e.retired = 0 ORDER BY m.position, e.position
      """)
    for row in active {
      let id = try row.column(String.self, at: 0)
      if !present.contains(id) {
        try database.execute("UPDATE exercise SET retired = 1 WHERE id = ?", arguments: [id])
        summary.retired.append(id)
      }
    }
    try retireMissingCards(present: Set(modules.flatMap(\.exercises).flatMap(\.cards).map(\.id)))
  }

  private func write(_ exercise: ExerciseSpec, position: Int, isChanged: Bool) throws {
    let columns = try ExerciseColumns(exercise)
    let arguments: [(any SQLiteValueConvertible)?] = [
      exercise.id, exercise.moduleID, position, exercise.title, exercise.instructions,
      columns.entry, exercise.storyboard, columns.devices, columns.checks, columns.steps,
      columns.images, exercise.tolerance, columns.expected, exercise.starter, exercise.solution,
      exercise.contentHash, now, now, columns.rules, isChanged,
    ]
    try database.execute(
      """
      INSERT INTO exercise(
        id, module_id, position, title, instructions, entry_json, storyboard, devices_json,
        checks_json, steps_json, images_json, tolerance, expected_json, starter, solution,
        content_hash, retired, imported_at, changed_at, rules_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)
      ON CONFLICT(id) DO UPDATE SET
        module_id = excluded.module_id, position = excluded.position, title = excluded.title,
        instructions = excluded.instructions, entry_json = excluded.entry_json,
        storyboard = excluded.storyboard, devices_json = excluded.devices_json,
        checks_json = excluded.checks_json, steps_json = excluded.steps_json,
        images_json = excluded.images_json, tolerance = excluded.tolerance,
        expected_json = excluded.expected_json, starter = excluded.starter,
        solution = excluded.solution, content_hash = excluded.content_hash, retired = 0,
        imported_at = excluded.imported_at, rules_json = excluded.rules_json,
        changed_at = CASE WHEN ? THEN excluded.changed_at ELSE changed_at END
      """,
      arguments: StatementArguments(arguments))
    try database.execute("DELETE FROM hint WHERE exercise_id = ?", arguments: [exercise.id])
    let insertHint = try database.prepare(
      "INSERT INTO hint(exercise_id, position, text) VALUES (?, ?, ?)")
    for (index, hint) in exercise.hints.enumerated() {
      try insertHint.execute(arguments: [exercise.id, index, hint])
    }
    let upsertCard = try database.prepare(
      """
      INSERT INTO review_card(id, exercise_id, position, question, answer, retired)
      VALUES (?, ?, ?, ?, ?, 0)
      ON CONFLICT(id) DO UPDATE SET
        exercise_id = excluded.exercise_id, position = excluded.position,
        question = excluded.question, answer = excluded.answer, retired = 0
      """)
    for (index, card) in exercise.cards.enumerated() {
      try upsertCard.execute(
        arguments: [card.id, exercise.id, index, card.question, card.answer])
    }
  }

  private func retireMissingCards(present: Set<String>) throws {
    for row in try database.fetchAll("SELECT id FROM review_card WHERE retired = 0 ORDER BY id") {
      let id = try row.column(String.self, at: 0)
      if !present.contains(id) {
        try database.execute("UPDATE review_card SET retired = 1 WHERE id = ?", arguments: [id])
      }
    }
  }

  /// Records what was imported: the course's title and welcome, its hashes and the time.
  func writeMeta(_ course: Course, courseHash: String, fingerprint: String?) throws {
    let entries: [(String, String?)] = [
      ("course_title", course.title),
      ("course_welcome", course.welcome),
      ("course_format_version", String(course.formatVersion)),
      ("course_hash", courseHash),
      ("course_fingerprint", fingerprint),
      ("course_imported_at", Date.sqliteText(now)),
    ]
    for (key, value) in entries {
      if let value {
        try database.execute(
          """
          INSERT INTO meta(key, value) VALUES (?, ?)
          ON CONFLICT(key) DO UPDATE SET value = excluded.value
          """,
          arguments: [key, value])
      } else {
        try database.execute("DELETE FROM meta WHERE key = ?", arguments: [key])
      }
    }
  }
}

extension Date {
  /// The text the store keeps for a date (the `SQLite` module's ISO-8601 form).
  static func sqliteText(_ date: Date) -> String {
    if case .text(let text) = date.sqliteValue {
      return text
    }
    return ""
  }
}
