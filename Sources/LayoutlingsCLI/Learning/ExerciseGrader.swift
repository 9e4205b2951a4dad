import Foundation

/// Grades one file as one exercise for the screens (the course, watch mode, reviews); the real
/// one is `ServiceGrader`, over the grading service; tests use fakes.
protocol ExerciseGrader {
  /// Grades `file` as exercise `exerciseID` and returns the verdict with its pictures.
  ///
  /// Rating choices are left empty: `CourseWork` adds them after a pass.
  func grade(exerciseID: String, file: URL) throws -> GradeSummary
}

/// Why grading could not start.
struct GradingUnavailable: Error, CustomStringConvertible {
  /// A sentence for the status line.
  var description: String
}
