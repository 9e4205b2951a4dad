import Course
import Foundation
import Testing

@Suite("Course store: the learner's position")
struct StorePositionTests {
  @Test("the first advance starts at the first exercise; it stays until the exercise passes")
  func advanceSkipsPassed() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(try store.position() == nil)
    #expect(try store.advance(at: storeTestTime) == .exercise(fixtureExerciseIDs[0], moved: true))
    #expect(
      try store.position()
        == LearnerPosition(moduleID: "01-anchors", exerciseID: fixtureExerciseIDs[0]))
    #expect(try store.advance(at: storeTestTime) == .exercise(fixtureExerciseIDs[0], moved: false))

    // Passing the current exercise and the next one moves past both, into the next module.
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .passed, score: 1))
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[1], .passed, score: 1))
    #expect(try store.advance(at: storeTestTime) == .exercise(fixtureExerciseIDs[2], moved: true))
    #expect(
      try store.position()
        == LearnerPosition(moduleID: "02-animation", exerciseID: fixtureExerciseIDs[2]))

    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[2], .passed, score: 1))
    #expect(try store.advance(at: storeTestTime) == .courseComplete)
  }

  @Test("past the end, advancing goes back to the first exercise not passed")
  func advanceWrapsAround() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.setPosition(
      LearnerPosition(moduleID: "02-animation", exerciseID: fixtureExerciseIDs[2]),
      at: storeTestTime)
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .passed, score: 1))
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[2], .passed, score: 1))
    #expect(try store.advance(at: storeTestTime) == .exercise(fixtureExerciseIDs[1], moved: true))
    #expect(try store.position()?.moduleID == "01-anchors")
  }

  @Test("the current exercise is the position's, else the first one not passed")
  func currentExercise() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .passed, score: 1))
    #expect(try store.currentExerciseID() == fixtureExerciseIDs[1])
    #expect(try store.position() == nil)  // Asking does not move.
    try store.setPosition(
      LearnerPosition(moduleID: "01-anchors", lessonStep: 1, exerciseID: fixtureExerciseIDs[0]),
      at: storeTestTime)
    #expect(try store.currentExerciseID() == fixtureExerciseIDs[0])
  }

  @Test("positions outside the course are refused")
  func invalidPositions() throws {
    let store = try StoreSandbox().openWithFixture()
    let cases = [
      LearnerPosition(moduleID: "09-nope", exerciseID: nil),
      LearnerPosition(moduleID: "01-anchors", lessonStep: 2, exerciseID: nil),
      LearnerPosition(moduleID: nil, exerciseID: "01-anchors/09-nope"),
      LearnerPosition(moduleID: "02-animation", exerciseID: fixtureExerciseIDs[0]),
    ]
    for position in cases {
      #expect(throws: CourseStoreError.self) { try store.setPosition(position, at: storeTestTime) }
    }
    #expect(try store.position() == nil)
  }

  @Test("a store without a course has no exercise to advance to")
  func emptyStore() throws {
    let store = try StoreSandbox().open()
    #expect(try store.advance(at: storeTestTime) == .noExercises)
    #expect(try store.currentExerciseID() == nil)
    #expect(try store.progress(at: storeTestTime).total == 0)
  }
}
