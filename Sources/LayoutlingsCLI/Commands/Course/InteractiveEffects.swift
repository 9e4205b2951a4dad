import Foundation
import Grader
import Terminal

/// Does the work an `InteractiveEffect` names and reports its outcome as an event.
struct InteractiveEffects {
  /// The workspace and store.
  let work: any CourseWork
  /// Opens a working copy in the editor and reports how that went (the runner suspends the
  /// full screen around it).
  let openEditor: (_ exerciseID: String, _ file: URL) throws -> InteractiveEvent

  /// Performs `effect`; nil when it has nothing to report.
  func perform(_ effect: InteractiveEffect) -> InteractiveEvent? {
    do {
      switch effect {
      case .savePlace(let place):
        try work.save(place)
        return nil
      case .prepareWorkingCopy(let id):
        _ = try work.workingCopy(exerciseID: id)
        return nil
      case .openEditor(let id):
        return try openEditor(id, try work.workingCopy(exerciseID: id))
      case .grade(let id, let origin):
        return .graded(
          try StageLog.measure("course: grade") { try work.grade(exerciseID: id, origin: origin) })
      case .revealHint(let id):
        return .hintRevealed(try work.nextHint(exerciseID: id))
      case .loadList:
        return .listLoaded(try work.listing(lessons: true))
      case .compareSolution(let id):
        return .solutionCompared(try work.solutionReview(exerciseID: id))
      case .reset(let id):
        return .resetDone(exerciseID: id, message: try work.reset(exerciseID: id))
      case .rate(let id, let choice):
        let next = try work.rate(itemID: id, choice: choice)
        return .rated(itemID: id, rating: choice.name, nextReview: next)
      case .quit:
        return nil
      }
    } catch {
      return .failed(Self.sentence(for: error))
    }
  }

  /// An error as one line for the status line.
  static func sentence(for error: any Error) -> String {
    let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    return text.hasSuffix(".") ? text : text + "."
  }
}
