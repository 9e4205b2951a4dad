import Foundation
import SQLite

extension CourseStore {
  /// The course imported last, or nil when none was.
  public func importedCourse() throws(CourseStoreError) -> ImportedCourse? {
    try reading {
      guard let title = try meta("course_title"), let hash = try meta("course_hash") else {
        return nil
      }
      return ImportedCourse(
        title: title, welcome: try meta("course_welcome"),
        formatVersion: Int(try meta("course_format_version") ?? "") ?? 0, contentHash: hash,
        fingerprint: try meta("course_fingerprint"),
        importedAt: try meta("course_imported_at").flatMap { Date(sqliteValue: .text($0)) })
    }
  }

  /// The ids of the course's exercises in course order; retired ones last when included.
  public func exerciseIDs(includingRetired: Bool = false) throws(CourseStoreError) -> [String] {
    try guarded {
      let filter = includingRetired ? "" : "WHERE e.retired = 0"
      let rows = try database.fetchAll(
        """
        SELECT e.id FROM exercise e JOIN module m ON m.id = e.module_id \(filter)
        ORDER BY e.retired, m.position, e.position, e.id
        """)
      return try rows.map { try $0.column(String.self, at: 0) }
    }
  }

  /// The exercise with `id`, retired or not, or nil when the store never had it.
  public func exercise(id: String) throws(CourseStoreError) -> StoredExercise? {
    try reading {
      guard
        let row = try database.fetchOne(
          """
          SELECT id, module_id, title, instructions, entry_json, storyboard, devices_json,
            checks_json, steps_json, images_json, tolerance, expected_json, starter, solution,
            content_hash, retired, changed_at, rules_json
          FROM exercise WHERE id = ?
          """,
          arguments: [id])
      else {
        return nil
      }
      let cards = try database.fetchAll(
        """
        SELECT id, question, answer FROM review_card
        WHERE exercise_id = ? AND retired = 0 ORDER BY position
        """,
        arguments: [id])
      let spec = ExerciseSpec(
        id: try row.column(String.self, at: 0), moduleID: try row.column(String.self, at: 1),
        title: try row.column(String.self, at: 2), entry: try json(row, 4, "entry"),
        storyboard: try row.column(String?.self, at: 5), devices: try json(row, 6, "devices"),
        checks: try json(row, 7, "checks"), steps: try json(row, 8, "steps"),
        rules: try json(row, 17, "rules"), hints: try hintTexts(for: id),
        cards: try cards.map { card in
          ReviewCard(
            id: try card.column(String.self, at: 0), question: try card.column(String.self, at: 1),
            answer: try card.column(String.self, at: 2))
        },
        images: try json(row, 9, "images"), tolerance: try row.column(Double?.self, at: 10),
        instructions: try row.column(String?.self, at: 3),
        starter: try row.column(String.self, at: 12), solution: try row.column(String.self, at: 13),
        expected: try json(row, 11, "expected frames"),
        contentHash: try row.column(String.self, at: 14))
      return StoredExercise(
        spec: spec, isRetired: try row.column(Bool.self, at: 15),
        changedAt: try row.column(Date.self, at: 16))
    }
  }

  /// The lesson of module `moduleID`, or nil when the store has no such module.
  public func lesson(moduleID: String) throws(CourseStoreError) -> Lesson? {
    try reading {
      guard
        let row = try database.fetchOne(
          "SELECT title, introduction FROM lesson WHERE module_id = ?", arguments: [moduleID])
      else {
        return nil
      }
      let steps = try database.fetchAll(
        """
        SELECT title, body, line, exercises_json, attribution FROM lesson_step
        WHERE module_id = ? ORDER BY position
        """,
        arguments: [moduleID])
      return Lesson(
        title: try row.column(String.self, at: 0), introduction: try row.column(String.self, at: 1),
        steps: try steps.map { step in
          LessonStep(
            title: try step.column(String.self, at: 0), body: try step.column(String.self, at: 1),
            line: try step.column(Int.self, at: 2), exercises: try json(step, 3, "exercises_json"),
            isAttribution: try step.column(Bool.self, at: 4))
        })
    }
  }

  private func json<T: Decodable>(_ row: Row, _ index: Int, _ column: String) throws -> T {
    try ExerciseColumns.decode(T.self, from: try row.column(String.self, at: index), column: column)
  }
}
