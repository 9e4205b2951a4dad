import Course
import Foundation
import Grader
import SpacedRepetition
import Terminal
import Testing

@testable import LayoutlingsCLI

/// Course work that answers from memory and fails where a test asks it to.
private final class MemoryCourseWork: CourseWork {
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  var saved: [SavedPlace] = []
  var refusesToSave = false
  var rated: [(String, RatingChoice)] = []

  var now: Date { choiceTime }
  func outline() throws -> CourseOutline { sampleOutline() }
  func savedPlace() throws -> SavedPlace? { saved.last }

  func save(_ place: SavedPlace) throws {
    if refusesToSave { throw Refusal(description: "cannot write the store: disk full") }
    saved.append(place)
  }

  func workingCopy(exerciseID: String) throws -> URL {
    URL(fileURLWithPath: "/w/exercises/\(exerciseID).swift")
  }

  func grade(exerciseID: String, origin: AttemptOrigin?) throws -> GradeSummary {
    GradeSummary(exerciseID: exerciseID, verdict: bareVerdict(passed: true))
  }

  func nextHint(exerciseID: String) throws -> HintReveal {
    HintReveal(exerciseID: exerciseID, heading: "Hint 1 of 2", markdown: "Look.", footer: "More.")
  }

  func reset(exerciseID: String) throws -> String { "Restored \(exerciseID)." }
  func listing(lessons: Bool) throws -> CourseListing { outlineListing(lessons: lessons) }

  func rate(itemID: String, choice: RatingChoice) throws -> String {
    rated.append((itemID, choice))
    return "in 10 minutes"
  }

  /// Without a store to lay files out from there is no comparison.
  func solutionReview(exerciseID: String) throws -> SolutionReview {
    throw GradingUnavailable(description: "Comparing with the reference needs the grader.")
  }
}

@Suite("Interactive course: effects turned into events")
struct InteractiveEffectsTests {
  private let one = "01-first/01-one"

  private func effects(_ work: MemoryCourseWork, opened: @escaping (URL) -> Void = { _ in })
    -> InteractiveEffects
  {
    InteractiveEffects(work: work) { id, file in
      opened(file)
      return .editorClosed(exerciseID: id, changed: true)
    }
  }

  @Test("saving reports nothing, or the failure as a sentence for the status line")
  func save() {
    let work = MemoryCourseWork()
    let place = SavedPlace(
      moduleID: "01-first", lessonStep: 0, exerciseID: one, showsExercise: false)
    #expect(effects(work).perform(.savePlace(place)) == nil)
    #expect(work.saved == [place])
    work.refusesToSave = true
    #expect(
      effects(work).perform(.savePlace(place)) == .failed("cannot write the store: disk full."))
  }

  @Test("each request comes back as the event the machine expects")
  func requests() {
    let work = MemoryCourseWork()
    var opened: [URL] = []
    let runner = effects(work) { opened.append($0) }
    #expect(
      runner.perform(.grade(exerciseID: one))
        == .graded(GradeSummary(exerciseID: one, verdict: bareVerdict(passed: true))))
    #expect(runner.perform(.loadList) == .listLoaded(outlineListing(lessons: true)))
    #expect(
      runner.perform(.reset(exerciseID: one))
        == .resetDone(exerciseID: one, message: "Restored \(one)."))
    #expect(
      runner.perform(.openEditor(exerciseID: one)) == .editorClosed(exerciseID: one, changed: true))
    #expect(opened == [URL(fileURLWithPath: "/w/exercises/\(one).swift")])
    #expect(
      runner.perform(.rate(exerciseID: one, choice: newCardChoices[2]))
        == .rated(itemID: one, rating: "good", nextReview: "in 10 minutes"))
    #expect(work.rated.map(\.1) == [newCardChoices[2]])
    #expect(runner.perform(.quit) == nil)
  }

  @Test("a whole session: keys through the machine and its effects, as the runner drives them")
  func session() throws {
    let work = MemoryCourseWork()
    let runner = effects(work)
    var state = InteractiveState.start(
      outline: try work.outline(), place: nil, size: TerminalSize(columns: 64, rows: 16))
    for key in "nnng3" {
      var pending: [InteractiveEvent] = [.key(.character(key))]
      while !pending.isEmpty {
        let event = pending.removeFirst()
        pending += InteractiveMachine.update(&state, with: event).compactMap(runner.perform)
      }
    }
    #expect(state.page == .exercise(module: 0, index: 0))
    #expect(state.outline.exercise(id: one)?.standing == .passed)
    #expect(work.saved.count == 3)
    #expect(work.rated.count == 0)  // the pass had no rating choices on offer
    #expect(state.message == "Passed! Press n to go on.")
  }
}
