import Course
import Foundation
import Grader
import SpacedRepetition
import Terminal

/// What watch mode needs from the workspace and store; `StoreCourseWork` is the real one.
protocol WatchWork: AnyObject {
  /// The exercise to watch first (the learner's current one), its working copy prepared; nil
  /// when every exercise has passed.
  func currentExercise() throws -> WatchedExercise?
  /// Moves the learner on from `id` (`LearnerSession.moveOn`) and returns the new exercise; nil
  /// when no other exercise is left.
  func exercise(after id: String) throws -> WatchedExercise?
  /// Grades the exercise's working copy, recording the attempt as coming from `origin` (nil:
  /// nothing, for a picture).
  func grade(exerciseID: String, origin: AttemptOrigin?) throws -> GradeSummary
  /// Reveals the exercise's next hint.
  func nextHint(exerciseID: String) throws -> HintReveal
  /// The course for the list picker: every exercise's record, and each module's lesson steps
  /// when `lessons`.
  func listing(lessons: Bool) throws -> CourseListing
  /// The exercise with `id` to watch, its working copy prepared; made the learner's current
  /// exercise first when `makeCurrent`.
  func watched(exerciseID id: String, makeCurrent: Bool) throws -> WatchedExercise
  /// Puts the starter back in the working copy and says where the old file went.
  func reset(exerciseID: String) throws -> String
  /// Records a rating, at the moment its choice was previewed, and says when the item is due next.
  func rate(itemID: String, choice: RatingChoice) throws -> String
  /// The reference solution and how the working copy's constraints differ from it.
  func solutionReview(exerciseID: String) throws -> SolutionReview
}

extension StoreCourseWork: WatchWork {
  func currentExercise() throws -> WatchedExercise? {
    let progress = try session.store.progress(at: now)
    let exercises = progress.modules.flatMap(\.exercises)
    guard exercises.contains(where: { $0.status != .passed }),
      let id = try session.store.currentExerciseID()
    else { return nil }
    // The position may sit on a passed exercise; watching starts at the first one not passed.
    if exercises.first(where: { $0.id == id })?.status == .passed {
      return try exercise(after: id)
    }
    return try watched(id)
  }

  func exercise(after id: String) throws -> WatchedExercise? {
    guard let target = try session.moveOn(from: id, at: now) else { return nil }
    return try watched(target)
  }

  func watched(exerciseID id: String, makeCurrent: Bool) throws -> WatchedExercise {
    if makeCurrent { try session.continueAt(id, at: now) }
    return try watched(id)
  }

  /// The exercise with `id`, its working copy prepared.
  private func watched(_ id: String) throws -> WatchedExercise {
    let spec = try exercise(id)
    let copy = try session.workspace.prepareWorkingCopy(for: spec)
    session.editorSettings.keepCurrent()
    return WatchedExercise(id: id, title: spec.title, path: copy.url.path)
  }
}

/// Does the work a `WatchModeEffect` names and reports its outcome as an event.
struct WatchEffects {
  let work: any WatchWork
  /// Opens a file in the editor around the suspended screen; nil where there is no screen.
  var edit: ((_ path: String) throws -> WatchModeEvent)?

  /// Performs `effect`; nil when it has nothing to report.
  func perform(_ effect: WatchModeEffect) -> WatchModeEvent? {
    do {
      switch effect {
      case .grade(let id, let origin):
        return .graded(
          try StageLog.measure("watch: grade") { try work.grade(exerciseID: id, origin: origin) })
      case .revealHint(let id):
        return .hintRevealed(try work.nextHint(exerciseID: id))
      case .loadList:
        return .listLoaded(try work.listing(lessons: false))
      case .watchExercise(let id, let makeCurrent):
        return .advanced(try work.watched(exerciseID: id, makeCurrent: makeCurrent))
      case .compareSolution(let id):
        return .solutionCompared(try work.solutionReview(exerciseID: id))
      case .rate(let id, let choice):
        return .rated(rating: choice.name, nextReview: try work.rate(itemID: id, choice: choice))
      case .reset(let id):
        return .resetDone(exerciseID: id, message: try work.reset(exerciseID: id))
      case .advance(let id):
        guard let next = try work.exercise(after: id) else { return .courseComplete }
        return .advanced(next)
      case .openEditor(let path):
        guard let edit else { return .editorClosed("The file is \(path).") }
        return try edit(path)
      case .quit:
        return nil
      }
    } catch {
      return .failed(InteractiveEffects.sentence(for: error))
    }
  }
}
