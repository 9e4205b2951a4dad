import Course
import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("Watch mode on the course store")
struct StoreWatchWorkTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"
  private let slide = "02-animation/01-slide-a-box"

  @Test("the first exercise is watched first, with its working copy made")
  func current() throws {
    let harness = try CommandHarness()
    let exercise = try #require(try harness.work().currentExercise())
    #expect(
      exercise
        == WatchedExercise(
          id: center, title: "Centre a box", path: try harness.workingCopy(center).path))
    #expect(FileManager.default.fileExists(atPath: exercise.path))
  }

  @Test("moving on goes to the next exercise not passed and keeps the place for the course")
  func advance() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    let store = try harness.store()
    try store.recordAttempt(gradedAttempt(margins, .passed, score: 1))
    // Past the passed exercise, into the next module: its lesson comes first in the course.
    #expect(try work.exercise(after: center)?.id == slide)
    #expect(
      try store.position()
        == LearnerPosition(moduleID: "02-animation", lessonStep: 0, exerciseID: slide))
    #expect(try work.savedPlace()?.showsExercise == false)
    // From the last exercise it wraps around to the first one not passed.
    #expect(try work.exercise(after: slide)?.id == center)
    #expect(try work.savedPlace()?.moduleID == "01-anchors")
  }

  @Test("within a module the course resumes on the exercise's page; nothing left means nil")
  func sameModuleAndDone() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    try work.save(
      SavedPlace(moduleID: "01-anchors", lessonStep: 1, exerciseID: center, showsExercise: false))
    #expect(try work.exercise(after: center)?.id == margins)
    #expect(
      try work.savedPlace()
        == SavedPlace(
          moduleID: "01-anchors", lessonStep: 1, exerciseID: margins, showsExercise: true))
    let store = try harness.store()
    for id in [center, margins, slide] {
      try store.recordAttempt(gradedAttempt(id, .passed, score: 1))
    }
    #expect(try work.exercise(after: margins) == nil)
    #expect(try work.currentExercise() == nil)
  }

  @Test("a position on a passed exercise starts watching at the next one")
  func currentSkipsPassed() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    try work.save(
      SavedPlace(moduleID: "01-anchors", lessonStep: 0, exerciseID: center, showsExercise: true))
    try harness.store().recordAttempt(gradedAttempt(center, .passed, score: 1))
    #expect(try work.currentExercise()?.id == margins)
  }
}
