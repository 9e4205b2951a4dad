import Course
import Foundation

/// Grades one file as one exercise for the screens (the course, watch mode, reviews); the real
/// one is `ServiceGrader`, over the grading service; tests use fakes.
protocol ExerciseGrader {
  /// Grades `file` as exercise `exerciseID` on `devices` only (references of its own list), or
  /// on every device for nil (a review grades on one, `ReviewDevice`), and returns the verdict
  /// with its pictures. The attempt is recorded as coming from `origin`, when it is one; nil
  /// records nothing (the picture key).
  ///
  /// Rating choices are left empty: `CourseWork` adds them after a pass.
  func grade(exerciseID: String, file: URL, devices: [String]?, origin: AttemptOrigin?) throws
    -> GradeSummary
}

/// Why grading could not start.
struct GradingUnavailable: Error, CustomStringConvertible {
  /// A sentence for the status line.
  var description: String
}
