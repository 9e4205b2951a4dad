import Course
import Foundation

/// Leaving an exercise, the same way everywhere: `layoutlings next` stays with an exercise that
/// has not passed and says why, `next --skip` moves on from it; in `watch` and in the course, `n`
/// on an exercise that has not passed says so and `n` again moves on. Moving on goes to the
/// first exercise after it that has not passed, wrapping round to the start of the course.
enum MovingOn {
  /// The line said when `id` is left alone because it has not passed; `again` is how to move on
  /// anyway (`Press n again`, `Run layoutlings next --skip`), `otherwise` another way on.
  static func notPassed(_ id: String, again: String, otherwise: String? = nil) -> String {
    "\(id) has not passed yet. \(again) to move on anyway" + (otherwise.map { ", or \($0)" } ?? "")
      + "."
  }

  /// The line the course and watch mode say when `n` is pressed on `id`, not passed.
  static func notPassedOnScreen(_ id: String) -> String {
    notPassed(id, again: "Press n again", otherwise: "g to grade it")
  }

  /// The exercise after `id` to move on to: the first of `ids` (course order) after it that has
  /// not passed, wrapping round; nil when every other exercise has passed.
  static func target(after id: String, in ids: [String], isPassed: (String) -> Bool) -> String? {
    let start = min((ids.firstIndex(of: id) ?? -1) + 1, ids.count)
    return (ids[start...] + ids[..<start]).first { $0 != id && !isPassed($0) }
  }
}

extension LearnerSession {
  /// Moves the learner's position on from `id` (`MovingOn.target`), keeping the lesson step when
  /// the module stays the same; a new module starts with its lesson when the learner goes back
  /// to the course. Returns the new exercise's id, or nil (the position unchanged) when no other
  /// exercise is left.
  func moveOn(from id: String, at date: Date) throws -> String? {
    let exercises = try store.progress(at: date).modules.flatMap(\.exercises)
    let passed = Set(exercises.filter { $0.status == .passed }.map(\.id))
    guard
      let targetID = MovingOn.target(
        after: id, in: exercises.map(\.id), isPassed: passed.contains),
      let target = exercises.first(where: { $0.id == targetID })
    else { return nil }
    // Before any position was saved, the learner was on `id`: its module is the one left.
    let left = exercises.first { $0.id == id }?.moduleID
    try settle(on: target.id, moduleID: target.moduleID, opening: false, leaving: left, at: date)
    return target.id
  }

  /// Makes `id` the learner's current exercise, the one `next`, `watch` and the course start
  /// from, with the course opening on its page (the list picker's `c`).
  func continueAt(_ id: String, at date: Date) throws {
    let exercise = try store.progress(ofExercise: id, at: date)
    try settle(on: id, moduleID: exercise.moduleID, opening: true, leaving: nil, at: date)
  }

  /// Moves the position to exercise `id` of `moduleID`, keeping the lesson step when the module
  /// stays the same. The course then shows the exercise's page, or, when the module changed and
  /// `opening` is false, the new module's lesson first. `leaving` is the module of the exercise
  /// moved on from, which counts when no position was saved yet (`next --skip` on a new
  /// workspace stays in module 1, on the exercise skipped to).
  private func settle(
    on id: String, moduleID: String, opening: Bool, leaving: String?, at date: Date
  ) throws {
    let current = try store.position()
    let sameModule = (current?.moduleID ?? leaving) == moduleID
    try store.setPosition(
      LearnerPosition(
        moduleID: moduleID, lessonStep: sameModule ? current?.lessonStep ?? 0 : 0,
        exerciseID: id),
      at: date)
    try store.setSetting(
      StoreCourseWork.pageSetting, to: sameModule || opening ? "exercise" : "lesson")
  }
}
