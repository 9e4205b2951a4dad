import Foundation
import SQLite

/// Moves the learner's position after an import when what it names left the course.
///
/// A retired exercise is replaced by the nearest one still there: the first active exercise of
/// its module at or after its old place, else the module's last one before it, else the first
/// exercise of the next module still in the course (retired modules keep their old place), else
/// the course's last exercise. A retired module is replaced by the new exercise's module, and a
/// lesson step past the end of the lesson by its last step.
struct PositionRepair {
  let database: Database
  let now: Date

  /// Repairs the position; true when it changed.
  func repair() throws -> Bool {
    guard
      let row = try database.fetchOne(
        "SELECT module_id, lesson_step, exercise_id FROM position WHERE singleton = 1")
    else {
      return false
    }
    let old = LearnerPosition(
      moduleID: try row.column(String?.self, at: 0), lessonStep: try row.column(Int.self, at: 1),
      exerciseID: try row.column(String?.self, at: 2))
    let active = try ActiveExercise.all(in: database)
    var new = old
    if let id = old.exerciseID, !active.contains(where: { $0.id == id }) {
      new.exerciseID = try nearest(to: id, among: active)?.id
      let module = active.first { $0.id == new.exerciseID }?.moduleID
      if module != old.moduleID {
        new.moduleID = module
        new.lessonStep = 0
      }
    }
    if let moduleID = new.moduleID, try !isActiveModule(moduleID) {
      if let exerciseModule = active.first(where: { $0.id == new.exerciseID })?.moduleID {
        new.moduleID = exerciseModule
      } else {
        new.moduleID = try nearestModule(to: moduleID)
      }
      new.lessonStep = 0
    }
    if let moduleID = new.moduleID {
      let steps =
        try database.fetchValue(
          Int.self, "SELECT count(*) FROM lesson_step WHERE module_id = ?", arguments: [moduleID])
        ?? 0
      new.lessonStep = min(new.lessonStep, max(0, steps - 1))
    }
    guard new != old else {
      return false
    }
    try database.execute(
      """
      UPDATE position SET module_id = ?, lesson_step = ?, exercise_id = ?, updated_at = ?
      WHERE singleton = 1
      """,
      arguments: [new.moduleID, new.lessonStep, new.exerciseID, now])
    return true
  }

  private func nearest(to id: String, among active: [ActiveExercise]) throws -> ActiveExercise? {
    guard
      let row = try database.fetchOne(
        """
        SELECT e.module_id, e.position, m.position, m.retired
        FROM exercise e JOIN module m ON m.id = e.module_id WHERE e.id = ?
        """,
        arguments: [id])
    else {
      return active.first
    }
    let moduleID = try row.column(String.self, at: 0)
    let position = try row.column(Int.self, at: 1)
    let modulePosition = try row.column(Int.self, at: 2)
    let sameModule = active.filter { $0.moduleID == moduleID }
    if let after = sameModule.first(where: { $0.position >= position }) {
      return after
    }
    if let before = sameModule.last {
      return before
    }
    let isRetiredModule = try row.column(Bool.self, at: 3)
    let laterModule = active.first {
      isRetiredModule ? $0.modulePosition >= modulePosition : $0.modulePosition > modulePosition
    }
    return laterModule ?? active.last
  }

  private func isActiveModule(_ id: String) throws -> Bool {
    try database.fetchOne("SELECT 1 FROM module WHERE id = ? AND retired = 0", arguments: [id])
      != nil
  }

  private func nearestModule(to id: String) throws -> String? {
    let old =
      try database.fetchValue(
        Int.self, "SELECT position FROM module WHERE id = ?", arguments: [id]) ?? 0
    let later = try database.fetchValue(
      String.self,
      "SELECT id FROM module WHERE retired = 0 AND position >= ? ORDER BY position LIMIT 1",
      arguments: [old])
    return try later
      ?? database.fetchValue(
        String.self, "SELECT id FROM module WHERE retired = 0 ORDER BY position DESC LIMIT 1")
  }
}
