import Foundation
import FullScreen
import SpacedRepetition

/// What a review session needs from the workspace and store; `StoreCourseWork` is the real one.
protocol ReviewWork: AnyObject {
  /// Writes a fresh starter into the exercise's review copy and returns the copy.
  func prepareReviewCopy(exerciseID: String) throws -> URL
  /// Grades `file` as exercise `exerciseID` on `devices` (nil: every device), with the
  /// suggested rating after a pass.
  func grade(exerciseID: String, file: URL, devices: [String]?) throws -> GradeSummary
  /// Records a rating of an exercise or card, at the moment its choice was previewed, and says
  /// when the item is due next (`in 10 minutes`).
  func rate(itemID: String, choice: RatingChoice) throws -> String
}

extension StoreCourseWork: ReviewWork {
  /// The folder review copies go to.
  var reviewFolder: ReviewFolder { ReviewFolder(home: session.workspace.home) }

  func prepareReviewCopy(exerciseID: String) throws -> URL {
    let url = try reviewFolder.write(
      starter: try exercise(exerciseID).starter, forExerciseID: exerciseID)
    session.editorSettings.keepCurrent()
    reviewOpened(exerciseID: exerciseID)
    return url
  }

  func grade(exerciseID: String, file: URL, devices: [String]?) throws -> GradeSummary {
    guard let grader else { throw GradingUnavailable(description: graderProblem) }
    var summary = try offeringRatings(
      try grader.grade(exerciseID: exerciseID, file: file, devices: devices, origin: .review))
    if !summary.isPassed, summary.verdict.status != .compileError {
      // A failed regrade is rated again, at the time of this grade (`ReviewGrading`).
      summary.ratingChoices = try ratingChoices(itemID: exerciseID).filter { $0.rating == .again }
    }
    return summary
  }
}

/// Does the work a `ReviewEffect` names and reports its outcome as an event.
struct ReviewEffects {
  let work: any ReviewWork
  /// Opens a review copy in the editor (the runner suspends the full screen around it).
  let openEditor: (URL) throws -> EditorSession.Outcome

  /// Performs `effect`; nil when it has nothing to report.
  func perform(_ effect: ReviewEffect) -> ReviewEvent? {
    do {
      switch effect {
      case .prepareCopy(let id):
        return .copyReady(exerciseID: id, path: try work.prepareReviewCopy(exerciseID: id).path)
      case .openEditor(_, let path):
        switch try openEditor(URL(fileURLWithPath: path)) {
        case .noEditor: return .noEditor(path: path)
        case .closed(let changed): return .editorClosed(changed: changed)
        case .returnedAtOnce: return .editorClosed(changed: false)
        case .failed(let message): return .failed(message)
        }
      case .grade(let id, let path, let devices):
        return .graded(
          try work.grade(exerciseID: id, file: URL(fileURLWithPath: path), devices: devices))
      case .rate(let id, let choice):
        let next = try work.rate(itemID: id, choice: choice)
        return .rated(ReviewOutcome(itemID: id, rating: choice.name, nextReview: next))
      case .quit:
        return nil
      }
    } catch {
      return .failed(InteractiveEffects.sentence(for: error))
    }
  }
}
