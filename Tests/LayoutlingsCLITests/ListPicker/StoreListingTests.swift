import Course
import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("List picker's rows from the course store")
struct StoreListingTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"
  private let slide = "02-animation/01-slide-a-box"

  @Test("status, best score, attempts and the next review of each exercise, lessons on request")
  func listing() throws {
    let harness = try CommandHarness()
    _ = try harness.work()  // imports the course
    let store = try harness.store()
    try store.recordAttempt(gradedAttempt(center, .failed, score: 0.5))
    try store.recordAttempt(gradedAttempt(center, .passed, score: 1, minutes: 1))
    try store.recordAttempt(gradedAttempt(slide, .failed, score: 0.25))
    // Good on a new item: due at FSRS-6's second learning step, 10 minutes after the rating.
    try store.recordRating(itemID: center, rating: .good, at: harnessTime)
    // Again: due after the first step, 1 minute; seen 2 minutes later it is due now.
    try store.recordRating(itemID: "\(margins)#margin-pin", rating: .again, at: harnessTime)

    let listing = try harness.work(minutes: 2).listing(lessons: true)
    #expect(listing.modules.map(\.id) == ["01-anchors", "02-animation"])
    #expect(listing.modules[0].lessonSteps == ["Centring", "Margins"])
    #expect(listing.modules[0].lessonPages == 2)
    #expect(listing.currentExerciseID == margins)  // the first not passed
    #expect(
      listing.modules[0].exercises == [
        ExerciseListing(
          id: center, title: "Centre a box", status: .passed, bestScore: 1, attempts: 2,
          review: .later(8 * 60)),
        ExerciseListing(
          id: margins, title: "Pin a logo and a bar to the margins", status: .notStarted,
          bestScore: nil,
          attempts: 0, review: .due(items: 1)),
      ])
    #expect(listing.modules[1].exercises.map(\.status) == [.attempted])
    #expect(listing.modules[1].exercises.map(\.bestScore) == [0.25])
    #expect(try harness.work().listing(lessons: false).modules[0].lessonSteps == [])
  }

  @Test("continuing at an exercise makes it the current one, as next and watch see it")
  func continueAt() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    let watched = try work.watched(exerciseID: slide, makeCurrent: true)
    #expect(watched.id == slide)
    #expect(FileManager.default.fileExists(atPath: watched.path))
    #expect(try harness.store().currentExerciseID() == slide)
    // The course opens on the exercise's own page.
    #expect(
      try harness.work().savedPlace()
        == SavedPlace(
          moduleID: "02-animation", lessonStep: 0, exerciseID: slide, showsExercise: true))
    // Watching without continuing leaves the current exercise alone.
    _ = try work.watched(exerciseID: center, makeCurrent: false)
    #expect(try harness.store().currentExerciseID() == slide)
  }
}
