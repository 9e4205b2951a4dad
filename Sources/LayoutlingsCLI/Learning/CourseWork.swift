import Course
import Foundation
import SpacedRepetition
import Terminal

/// What the interactive course, watch mode and review need from the learner's workspace and
/// store; `StoreCourseWork` is the real one, tests use fakes.
///
/// Every method throws an error whose description is a sentence the status line can show.
protocol CourseWork: AnyObject {
  /// The time commands act at: `--now`, or the real clock.
  var now: Date { get }
  /// The course and the learner's standing on every exercise.
  func outline() throws -> CourseOutline
  /// Where the interactive course was left, or nil on the first visit.
  func savedPlace() throws -> SavedPlace?
  /// Remembers where the interactive course is.
  func save(_ place: SavedPlace) throws
  /// The exercise's working copy, created from its starter when missing.
  func workingCopy(exerciseID: String) throws -> URL
  /// Grades the exercise's working copy, records the attempt as coming from `origin` when it is
  /// one (nil: records nothing, for a picture), and offers ratings after a pass.
  func grade(exerciseID: String, origin: AttemptOrigin?) throws -> GradeSummary
  /// Reveals (and records) the exercise's next hint, or its solution when that may be shown.
  func nextHint(exerciseID: String) throws -> HintReveal
  /// Puts the starter back in the working copy and says where the old file went.
  func reset(exerciseID: String) throws -> String
  /// The course for the list picker: every exercise's record, and each module's lesson steps
  /// when `lessons`.
  func listing(lessons: Bool) throws -> CourseListing
  /// Records a rating of an exercise or card, at the moment its choice was previewed, and says
  /// when the item is due next (`in 10 minutes`).
  func rate(itemID: String, choice: RatingChoice) throws -> String
  /// The reference solution and how the working copy's constraints differ from it.
  func solutionReview(exerciseID: String) throws -> SolutionReview
}
