import Foundation

/// Grades one file as one exercise for the screens (the course, watch mode, reviews); the real
/// one is `ServiceGrader`, over the grading service; tests use fakes.
protocol ExerciseGrader {
  /// Grades `file` as exercise `exerciseID` and returns the verdict with its pictures.
  ///
  /// Rating choices are left empty: `CourseWork` adds them after a pass.
  func grade(exerciseID: String, file: URL) throws -> GradeSummary

  /// Grades `file` as exercise `exerciseID` on `devices` only (references of its own list), or
  /// on every device for nil: a review grades on one (`ReviewDevice`).
  func grade(exerciseID: String, file: URL, devices: [String]?) throws -> GradeSummary
}

extension ExerciseGrader {
  /// Graders that know no devices grade on every device.
  func grade(exerciseID: String, file: URL, devices: [String]?) throws -> GradeSummary {
    try grade(exerciseID: exerciseID, file: file)
  }
}

/// Why grading could not start.
struct GradingUnavailable: Error, CustomStringConvertible {
  /// A sentence for the status line.
  var description: String
}
