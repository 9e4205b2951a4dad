import Course
import Foundation
import SpacedRepetition

/// A learner's week in the fixture course, every time chosen by hand (all UTC; 2025-01-01 is
/// a Wednesday):
///
/// - Jan 1: centre a box fails at 09:00 (0.5), fails to compile at 09:10, passes at 09:25;
///   its first hint is shown at 09:05.
/// - Jan 2: centre a box is rated good at 09:00.
/// - Jan 3: pin to margins passes at 09:00, on its first attempt.
/// - Jan 4: nothing.
/// - Jan 5: slide a box fails at 09:00 (0.25).
/// - Jan 6: slide a box fails at 09:00 (0.5); both its hints are shown at 10:00.
/// - Jan 10: pin to margins fails at 09:00 (after the report's moment in most tests).
enum ReportHistory {
  static let center = "01-anchors/01-center-a-box"
  static let margins = "01-anchors/02-pin-to-margins"
  static let slide = "02-animation/01-slide-a-box"

  /// 2025-01-01T00:00:00Z.
  static let newYear = Date(timeIntervalSince1970: 20089 * 86_400)

  /// `day` days after 2025-01-01 at `hour`:`minute` UTC.
  static func at(day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    newYear.addingTimeInterval(Double(day * 86_400 + hour * 3_600 + minute * 60))
  }

  static func attempt(_ id: String, _ status: AttemptStatus, _ score: Double, _ date: Date)
    -> AttemptRecord
  {
    AttemptRecord(
      exerciseID: id, at: date, sourceHash: "h", status: status, score: score, durationMs: 200)
  }

  /// Writes the week into `store`, which holds the fixture course.
  static func record(into store: CourseStore) throws {
    try store.recordAttempts([
      attempt(center, .failed, 0.5, at(day: 0, 9)),
      attempt(center, .compileError, 0, at(day: 0, 9, 10)),
      attempt(center, .passed, 1, at(day: 0, 9, 25)),
      attempt(margins, .passed, 1, at(day: 2, 9)),
      attempt(slide, .failed, 0.25, at(day: 4, 9)),
      attempt(slide, .failed, 0.5, at(day: 5, 9)),
      attempt(margins, .failed, 0.5, at(day: 9, 9)),
    ])
    try store.recordHintReveal(exerciseID: center, hintIndex: 0, at: at(day: 0, 9, 5))
    try store.recordHintReveal(exerciseID: slide, hintIndex: 0, at: at(day: 5, 10))
    try store.recordHintReveal(exerciseID: slide, hintIndex: 1, at: at(day: 5, 10))
    try store.recordRating(itemID: center, rating: .good, at: at(day: 1, 9))
  }
}
