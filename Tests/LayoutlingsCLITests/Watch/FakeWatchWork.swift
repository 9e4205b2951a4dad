import Course
import Foundation
import Grader
import SpacedRepetition
import Terminal

@testable import LayoutlingsCLI

/// Watch-mode work over a list of exercises, grading with a closure and recording what it did.
final class FakeWatchWork: WatchWork {
  var exercises: [WatchedExercise]
  var current = 0
  /// Decides each verdict from the exercise and how many grades came before.
  var verdict: (_ exerciseID: String, _ gradeNumber: Int) -> Verdict
  private(set) var gradeCount = 0
  private(set) var ratings: [(String, Rating)] = []
  private(set) var resets: [String] = []

  init(
    exercises: [WatchedExercise],
    verdict: @escaping (_ exerciseID: String, _ gradeNumber: Int) -> Verdict
  ) {
    self.exercises = exercises
    self.verdict = verdict
  }

  func currentExercise() throws -> WatchedExercise? {
    exercises.indices.contains(current) ? exercises[current] : nil
  }

  func exercise(after id: String) throws -> WatchedExercise? {
    current += 1
    return try currentExercise()
  }

  func grade(exerciseID: String, origin: AttemptOrigin?) throws -> GradeSummary {
    gradeCount += 1
    let verdict = verdict(exerciseID, gradeCount)
    return GradeSummary(
      exerciseID: exerciseID, verdict: verdict,
      ratingChoices: verdict.status == .passed ? newCardChoices : [])
  }

  func nextHint(exerciseID: String) throws -> HintReveal {
    HintReveal(
      exerciseID: exerciseID, heading: "Hint 1 of 2", markdown: "Look up.", footer: "More with h.")
  }

  /// The exercises as one module, none attempted.
  func listing(lessons: Bool) throws -> CourseListing {
    CourseListing(
      modules: [
        ModuleListing(
          id: "01-a", title: "A",
          exercises: exercises.map {
            ExerciseListing(
              id: $0.id, title: $0.title, status: .notStarted, bestScore: nil, attempts: 0,
              review: nil)
          })
      ], currentExerciseID: try currentExercise()?.id)
  }

  func watched(exerciseID id: String, makeCurrent: Bool) throws -> WatchedExercise {
    guard let index = exercises.firstIndex(where: { $0.id == id }) else {
      throw GradingUnavailable(description: "No exercise \(id).")
    }
    if makeCurrent { current = index }
    return exercises[index]
  }

  func reset(exerciseID: String) throws -> String {
    resets.append(exerciseID)
    return "Restored \(exerciseID)."
  }

  func rate(itemID: String, choice: RatingChoice) throws -> String {
    ratings.append((itemID, choice.rating))
    return "in 10 minutes"
  }

  /// Without a store to lay files out from there is no comparison.
  func solutionReview(exerciseID: String) throws -> SolutionReview {
    throw GradingUnavailable(description: "Comparing with the reference needs the grader.")
  }
}

let watchedOne = WatchedExercise(id: "01-a/01-one", title: "One", path: "/w/01-a/01-one.swift")
let watchedTwo = WatchedExercise(id: "01-a/02-two", title: "Two", path: "/w/01-a/02-two.swift")

func verdict(_ status: Verdict.Status) -> Verdict {
  Verdict(status: status, score: status == .passed ? 1 : 0, checks: [], diagnostics: [])
}
