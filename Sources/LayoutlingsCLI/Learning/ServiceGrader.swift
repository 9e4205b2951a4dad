import Course
import Foundation
import Grader
import GradingService

/// The screens' grader: reads the working copy (or review copy) once and grades those bytes
/// through the grading service, which records the attempt.
final class ServiceGrader: ExerciseGrader {
  private let service: GradingService
  private let editorSettings: WorkspaceEditorSettings?

  /// Grades with `service`, telling `progress` about slow first-use work, and keeps
  /// `editorSettings` current after each grade (the first one may have built the engine).
  init(
    service: GradingService, progress: ProgressLine,
    editorSettings: WorkspaceEditorSettings? = nil
  ) {
    self.service = service
    self.editorSettings = editorSettings
    service.progress = EngineProgress.shown(on: progress)
  }

  func grade(exerciseID: String, file: URL, devices: [String]?, origin: AttemptOrigin?) throws
    -> GradeSummary
  {
    let graded = try service.grade(
      Submission.read(file, shown: file.path), as: exerciseID, origin: origin, devices: devices)
    StageLog.measure("editor settings kept current") { editorSettings?.keepCurrent() }
    let pictures = StageLog.measure("pictures chosen") {
      VerdictPictures.choose(
        graded.verdict, rootSizes: graded.outcome.rootSizes, whenPassed: true)
    }
    var summary = GradeSummary(
      exerciseID: graded.exerciseID, verdict: graded.verdict, pictures: pictures,
      warning: graded.recordingProblem)
    summary.programOutput = graded.outcome.result.programOutput
    return summary
  }
}
