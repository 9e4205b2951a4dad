import Foundation
import SQLite

extension CourseStore {
  /// The learner's position, or nil before it was first set.
  public func position() throws(CourseStoreError) -> LearnerPosition? {
    try guarded { try storedPosition() }
  }

  /// Moves the learner to `position`.
  ///
  /// - Throws: `CourseStoreError.invalidPosition` when the module or exercise is not part of
  ///   the current course, the exercise is not in the module, or the lesson has no such step.
  public func setPosition(_ position: LearnerPosition, at date: Date) throws(CourseStoreError) {
    try writing {
      try validate(position)
      try write(position, at: date)
    }
  }

  /// Settles on the exercise to work on and makes it the position's.
  ///
  /// Starting at the current exercise (the course's first when there is none), passed
  /// exercises are skipped: the first one not passed at or after it wins, else the first one
  /// not passed from the start of the course. When the exercise changes module, the lesson
  /// step goes back to 0.
  public func advance(at date: Date) throws(CourseStoreError) -> AdvanceOutcome {
    try writing {
      let current = try storedPosition()
      guard let target = try exerciseToWorkOn(current: current) else {
        return try ActiveExercise.all(in: database).isEmpty ? .noExercises : .courseComplete
      }
      let moved = target.id != current?.exerciseID
      var position = current ?? LearnerPosition(moduleID: nil, exerciseID: nil)
      if position.moduleID != target.moduleID {
        position.moduleID = target.moduleID
        position.lessonStep = 0
      }
      position.exerciseID = target.id
      if position != current {
        try write(position, at: date)
      }
      return .exercise(target.id, moved: moved)
    }
  }

  /// The exercise commands act on when none is named: the position's, when it is part of the
  /// course; otherwise the one `advance(at:)` would settle on (without moving). Nil when the
  /// course has no exercises.
  public func currentExerciseID() throws(CourseStoreError) -> String? {
    try reading {
      let active = try ActiveExercise.all(in: database)
      if let id = try storedPosition()?.exerciseID, active.contains(where: { $0.id == id }) {
        return id
      }
      return try exerciseToWorkOn(current: nil)?.id ?? active.first?.id
    }
  }

  private func exerciseToWorkOn(current: LearnerPosition?) throws -> ActiveExercise? {
    let active = try ActiveExercise.all(in: database)
    let start = current?.exerciseID.flatMap { id in active.firstIndex { $0.id == id } } ?? 0
    let notPassed = try active.indices.filter { try !hasPassed(active[$0].id) }
    let index = notPassed.first { $0 >= start } ?? notPassed.first
    return index.map { active[$0] }
  }

  private func storedPosition() throws -> LearnerPosition? {
    guard
      let row = try database.fetchOne(
        "SELECT module_id, lesson_step, exercise_id FROM position WHERE singleton = 1")
    else {
      return nil
    }
    return LearnerPosition(
      moduleID: try row.column(String?.self, at: 0), lessonStep: try row.column(Int.self, at: 1),
      exerciseID: try row.column(String?.self, at: 2))
  }

  private func write(_ position: LearnerPosition, at date: Date) throws {
    try database.execute(
      """
      INSERT INTO position(singleton, module_id, lesson_step, exercise_id, updated_at)
      VALUES (1, ?, ?, ?, ?)
      ON CONFLICT(singleton) DO UPDATE SET module_id = excluded.module_id,
        lesson_step = excluded.lesson_step, exercise_id = excluded.exercise_id,
        updated_at = excluded.updated_at
      """,
      arguments: [position.moduleID, position.lessonStep, position.exerciseID, date])
  }

  private func validate(_ position: LearnerPosition) throws {
    if let moduleID = position.moduleID {
      guard
        try database.fetchOne(
          "SELECT 1 FROM module WHERE id = ? AND retired = 0", arguments: [moduleID]) != nil
      else {
        throw CourseStoreError.invalidPosition("no module \"\(moduleID)\" in this course")
      }
      let steps =
        try database.fetchValue(
          Int.self, "SELECT count(*) FROM lesson_step WHERE module_id = ?", arguments: [moduleID])
        ?? 0
      guard position.lessonStep >= 0, position.lessonStep < max(steps, 1) else {
        throw CourseStoreError.invalidPosition(
          "the lesson of \(moduleID) has \(steps) steps, so it has no step \(position.lessonStep + 1)"
        )
      }
    } else if position.lessonStep != 0 {
      throw CourseStoreError.invalidPosition("a lesson step needs a module")
    }
    if let exerciseID = position.exerciseID {
      guard try exerciseExists(exerciseID, includingRetired: false) else {
        throw CourseStoreError.invalidPosition("no exercise \"\(exerciseID)\" in this course")
      }
      if let moduleID = position.moduleID, !exerciseID.hasPrefix(moduleID + "/") {
        throw CourseStoreError.invalidPosition("\(exerciseID) is not in module \(moduleID)")
      }
    }
  }
}
