import Foundation
import SQLite

extension CourseStore {
  /// The learner's record on every exercise of the current course, with reviews due at `date`.
  public func progress(at date: Date) throws(CourseStoreError) -> CourseProgress {
    try reading {
      let due = try dueReviewList(at: date)
      var dueByExercise: [String: Int] = [:]
      for review in due {
        dueByExercise[review.exerciseID, default: 0] += 1
      }
      let moduleRows = try database.fetchAll(
        """
        SELECT m.id, l.title FROM module m JOIN lesson l ON l.module_id = m.id
        WHERE m.retired = 0 ORDER BY m.position
        """)
      var modules: [ModuleProgress] = []
      for row in moduleRows {
        modules.append(
          ModuleProgress(
            id: try row.column(String.self, at: 0), title: try row.column(String.self, at: 1),
            exercises: []))
      }
      let moduleIndex = Dictionary(
        modules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
      for var exercise in try exerciseProgressRows(whereClause: "e.retired = 0", arguments: .none) {
        exercise.dueReviews = dueByExercise[exercise.id] ?? 0
        if let index = moduleIndex[exercise.moduleID] {
          modules[index].exercises.append(exercise)
        }
      }
      return CourseProgress(title: try meta("course_title"), modules: modules, dueReviews: due)
    }
  }

  /// The learner's record on one exercise (retired ones included), with reviews due at `date`.
  /// - Throws: `CourseStoreError.unknownExercise`.
  public func progress(ofExercise id: String, at date: Date) throws(CourseStoreError)
    -> ExerciseProgress
  {
    try reading {
      guard var exercise = try exerciseProgressRows(whereClause: "e.id = ?", arguments: [id]).first
      else {
        throw CourseStoreError.unknownExercise(id)
      }
      exercise.dueReviews = try dueReviewList(at: date).filter { $0.exerciseID == id }.count
      return exercise
    }
  }

  private func exerciseProgressRows(whereClause: String, arguments: StatementArguments) throws
    -> [ExerciseProgress]
  {
    let rows = try database.fetchAll(
      """
      SELECT e.id, e.module_id, e.title,
        (SELECT count(*) FROM attempt a WHERE a.exercise_id = e.id),
        (SELECT max(a.score) FROM attempt a WHERE a.exercise_id = e.id),
        EXISTS (SELECT 1 FROM attempt a WHERE a.exercise_id = e.id AND a.status = 'passed'),
        coalesce((SELECT a.status = 'passed' FROM attempt a WHERE a.exercise_id = e.id
          ORDER BY a.attempted_at, a.id LIMIT 1), 0),
        (SELECT count(*) FROM hint h WHERE h.exercise_id = e.id),
        (SELECT count(*) FROM hint_reveal r WHERE r.exercise_id = e.id
          AND r.hint_index < (SELECT count(*) FROM hint h WHERE h.exercise_id = e.id))
      FROM exercise e JOIN module m ON m.id = e.module_id
      WHERE \(whereClause)
      ORDER BY m.position, e.position
      """,
      arguments: arguments)
    return try rows.map { row in
      let attempts = try row.column(Int.self, at: 3)
      let passed = try row.column(Bool.self, at: 5)
      return ExerciseProgress(
        id: try row.column(String.self, at: 0), moduleID: try row.column(String.self, at: 1),
        title: try row.column(String.self, at: 2),
        status: passed ? .passed : attempts > 0 ? .attempted : .notStarted,
        attempts: attempts, bestScore: try row.column(Double?.self, at: 4),
        passedOnFirstTry: try row.column(Bool.self, at: 6),
        hintsUsed: try row.column(Int.self, at: 8), hintCount: try row.column(Int.self, at: 7),
        dueReviews: 0)
    }
  }

  /// The value stored in `meta` under `key`.
  func meta(_ key: String) throws -> String? {
    try database.fetchValue(String.self, "SELECT value FROM meta WHERE key = ?", arguments: [key])
  }
}
