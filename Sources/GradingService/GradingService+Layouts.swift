import Course
import Grader

extension GradingService {
  /// The reference solution of `spec` as a submission, shown as `Solution.swift`.
  public static func referenceSolution(of spec: ExerciseSpec) -> Submission {
    Submission(path: "Solution.swift", bytes: Array(spec.solution.utf8))
  }

  /// Runs `submission` as `spec` and returns the constraints its code made and the frames of
  /// the checked views, per device, for comparing it with another program. Nothing is judged
  /// or recorded; layouts are cached by the grader (`GradingSession.programLayout`).
  public func programLayout(_ submission: Submission, as spec: ExerciseSpec)
    throws(GradingServiceError) -> GradingSession.ProgramLayoutOutcome
  {
    let exercise = try ExerciseMapping.gradingExercise(spec)
    do {
      return try session.programLayout(submission.learnerFile, as: exercise, progress: progress)
    } catch {
      throw .grader(error)
    }
  }
}
