import Course
import Foundation
import Grader
import GradingService

/// The reference solution of an exercise and how the learner's constraints differ from it, as
/// `layoutlings solution` and the `c` key of the course and watch show them. Laying out the
/// reference costs a compile the first time; the grader keeps both layouts afterwards.
struct SolutionReview: Sendable, Equatable {
  /// How the learner's working copy compares, or why it cannot be compared.
  enum Comparison: Sendable, Equatable {
    case compared(SolutionComparison)
    case unavailable(String)
  }

  /// The exercise.
  var exerciseID: String
  /// The reference solution's text.
  var solution: String
  /// The learner's working copy, as shown.
  var learnerPath: String
  /// The comparison.
  var comparison: Comparison
  /// How long laying out the two programs took (0 when both came from the cache).
  var durationMs: Int

  /// Lays out the learner's working copy of `exerciseID` and the reference with the service
  /// `grading` makes, and compares them. Without a working copy or a grader the solution is
  /// still shown, and the comparison says why there is none.
  static func make(
    exerciseID: String, session: LearnerSession, grading: () throws -> GradingService
  ) throws -> SolutionReview {
    let start = ContinuousClock.now
    guard let spec = try session.store.exercise(id: exerciseID)?.spec else {
      throw CourseStoreError.unknownExercise(exerciseID)
    }
    let url = try session.workspace.workingCopyURL(forExerciseID: exerciseID)
    let shown = url.path
    let comparison: Comparison
    let service: GradingService?
    var graderProblem = ""
    do {
      service = FileManager.default.fileExists(atPath: url.path) ? try grading() : nil
    } catch {
      service = nil
      graderProblem = CommandFailure(error, repair: "").message
    }
    if !FileManager.default.fileExists(atPath: url.path) {
      comparison = .unavailable("You have no working copy of this exercise yet (\(shown)).")
    } else if let service = service {
      let submission = try Submission.read(url, shown: shown)
      switch try service.programLayout(GradingService.referenceSolution(of: spec), as: spec) {
      case .failed(let verdict):
        comparison = .unavailable(
          "The reference solution did not run here: \(Self.firstProblem(verdict))")
      case .laidOut(let reference, _):
        switch try service.programLayout(submission, as: spec) {
        case .failed(let verdict):
          comparison = .unavailable(
            "Your file (\(shown)) did not run, so there is nothing to compare: "
              + Self.firstProblem(verdict))
        case .laidOut(let learner, _):
          comparison = .compared(SolutionComparison(learner: learner, reference: reference))
        }
      }
    } else {
      comparison = .unavailable("Nothing to compare with: \(graderProblem)")
    }
    let elapsed = ContinuousClock.now - start
    return SolutionReview(
      exerciseID: exerciseID, solution: spec.solution, learnerPath: shown,
      comparison: comparison,
      durationMs: Int(elapsed.components.seconds * 1000)
        + Int(elapsed.components.attoseconds / 1_000_000_000_000_000))
  }

  /// The verdict's first diagnostic, with its line.
  static func firstProblem(_ verdict: Verdict) -> String {
    guard let first = verdict.diagnostics.first else { return verdict.status.rawValue }
    let place = first.line.map { "line \($0): " } ?? ""
    return place + first.message
  }
}
