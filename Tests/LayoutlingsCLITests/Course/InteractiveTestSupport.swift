import Course
import Foundation
import Grader
import SpacedRepetition
import Terminal

@testable import LayoutlingsCLI

/// A two-module course small enough to reason about by hand:
/// module 1 has steps Alpha and Beta and exercise One; module 2 has step Gamma and exercise Two.
func sampleOutline() -> CourseOutline {
  CourseOutline(
    title: "Test course", welcome: "Learn by doing.",
    modules: [
      ModuleOutline(
        id: "01-first", title: "First steps", introduction: "Intro text.",
        steps: [
          LessonStep(title: "Alpha", body: "Alpha body.", line: 3),
          LessonStep(title: "Beta", body: "Beta body.", line: 7),
        ],
        exercises: [
          ExerciseOutline(
            id: "01-first/01-one", title: "One", instructions: "Make one.", standing: .notStarted,
            workingCopyPath: "/w/exercises/01-first/01-one.swift")
        ]),
      ModuleOutline(
        id: "02-second", title: "Second", introduction: "",
        steps: [LessonStep(title: "Gamma", body: "Gamma body.", line: 3)],
        exercises: [
          ExerciseOutline(
            id: "02-second/01-two", title: "Two", instructions: nil, standing: .notStarted,
            workingCopyPath: "/w/exercises/02-second/01-two.swift")
        ]),
    ])
}

/// `sampleOutline()` as the list picker's listing: nothing attempted, One the current exercise.
func outlineListing(lessons: Bool) -> CourseListing {
  CourseListing(
    modules: sampleOutline().modules.map { module in
      ModuleListing(
        id: module.id, title: module.title,
        lessonSteps: lessons ? module.steps.map(\.title) : [],
        lessonPages: lessons ? module.steps.count : 0,
        exercises: module.exercises.map {
          ExerciseListing(
            id: $0.id, title: $0.title, status: $0.standing, bestScore: nil, attempts: 0,
            review: nil)
        })
    }, currentExerciseID: "01-first/01-one")
}

/// Runs events through the machine and keeps every effect they asked for.
struct MachineDriver {
  var state: InteractiveState
  var effects: [InteractiveEffect] = []

  init(place: SavedPlace? = nil, size: TerminalSize = TerminalSize(columns: 64, rows: 14)) {
    state = .start(outline: sampleOutline(), place: place, size: size)
  }

  /// Presses each character of `keys` in turn and returns the effects of the last one.
  @discardableResult
  mutating func type(_ keys: String) -> [InteractiveEffect] {
    var last: [InteractiveEffect] = []
    for character in keys {
      last = send(.key(.character(character)))
    }
    return last
  }

  @discardableResult
  mutating func send(_ event: InteractiveEvent) -> [InteractiveEffect] {
    let produced = InteractiveMachine.update(&state, with: event)
    effects += produced
    return produced
  }

  /// The screen in plain text.
  var screen: [String] { InteractiveScreen(state: state, styler: .plain).lines() }
}

/// A verdict with no frame checks, passed or failed.
func bareVerdict(passed: Bool) -> Verdict {
  Verdict(status: passed ? .passed : .failed, score: passed ? 1 : 0, checks: [], diagnostics: [])
}

/// Rating choices shaped like a new card's first review under FSRS-6: 1 min, 5.5 min (the mean
/// of the 1- and 10-minute steps), 10 min, and Easy's 8 days (w3 = 8.2956 days before fuzz).
let newCardChoices = [
  (Rating.again, 60.0), (.hard, 330), (.good, 600), (.easy, 8 * 86_400),
].map { RatingChoice(rating: $0.0, interval: $0.1, previewedAt: choiceTime) }

/// When `newCardChoices` were previewed: 2025-01-01T09:00:00Z.
let choiceTime = Date(timeIntervalSince1970: 1_735_722_000)
