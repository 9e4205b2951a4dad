import Foundation

/// Grades one file as one exercise; the grading pipeline is the real one, tests use fakes.
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
