import Course
import Foundation
import Grader

/// Why the grading service could not give a verdict. A learner's mistakes are verdicts, never
/// these: these are what stops grading itself.
public enum GradingServiceError: Error, CustomStringConvertible {
  /// The store has no exercise with this id; `suggestion` is a close one.
  case unknownExercise(String, suggestion: String?)
  /// Grading needs the course store, and the service has none.
  case noStore
  /// The exercise's expected frames do not fit the grader.
  case ungradableExercise(id: String, reason: String)
  /// Reading the exercise from the store failed.
  case store(CourseStoreError)
  /// The grader's own machinery failed (no compiler, a cache that cannot be written, …).
  case grader(any Error)

  public var description: String {
    switch self {
    case .unknownExercise(let id, let suggestion):
      "there is no exercise \(id)" + (suggestion.map { "; did you mean \($0)?" } ?? "")
    case .noStore:
      "grading an exercise needs the course store"
    case .ungradableExercise(let id, let reason):
      "exercise \(id): \(reason)"
    case .store(let error):
      error.description
    case .grader(let error):
      "\(error)"
    }
  }
}
