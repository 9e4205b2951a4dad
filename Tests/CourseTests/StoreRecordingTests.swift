import Course
import Foundation
import Testing

@Suite("Course store: attempts, status and hints")
struct StoreRecordingTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"

  @Test("status goes from not started to attempted to passed; best score and attempt count follow")
  func statusAndBestScore() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(try store.progress(ofExercise: center, at: storeTestTime).status == .notStarted)
    #expect(try store.progress(ofExercise: center, at: storeTestTime).bestScore == nil)

    try store.recordAttempt(attemptRecord(center, .compileError, score: 0, minutes: 1))
    try store.recordAttempt(attemptRecord(center, .failed, score: 0.5, minutes: 2))
    var progress = try store.progress(ofExercise: center, at: storeTestTime)
    #expect(progress.status == .attempted)
    #expect(progress.attempts == 2)
    #expect(progress.bestScore == 0.5)
    #expect(progress.passedOnFirstTry == false)

    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 3))
    try store.recordAttempt(attemptRecord(center, .failed, score: 0.25, minutes: 4))
    progress = try store.progress(ofExercise: center, at: storeTestTime)
    #expect(progress.status == .passed)  // A later failure does not undo a pass.
    #expect(progress.attempts == 4)
    #expect(progress.bestScore == 1)
    #expect(progress.passedOnFirstTry == false)
  }

  @Test("a pass on the first attempt counts as first try, judged by time, not by insertion order")
  func firstTry() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordAttempt(attemptRecord(margins, .passed, score: 1, minutes: 5))
    #expect(try store.progress(ofExercise: margins, at: storeTestTime).passedOnFirstTry)
    // An attempt graded earlier (say, with --now in the past) becomes the first one.
    try store.recordAttempt(attemptRecord(margins, .failed, score: 0, minutes: 1))
    #expect(try store.progress(ofExercise: margins, at: storeTestTime).passedOnFirstTry == false)
  }

  @Test("attempts read back with every field and an increasing id")
  func attemptRoundTrip() throws {
    let store = try StoreSandbox().openWithFixture()
    let record = AttemptRecord(
      exerciseID: center, at: storeTestTime + 0.25, sourceHash: "sha256:abc", status: .timeout,
      score: 0, durationMs: 4_000, reportJSON: #"{"status":"timeout"}"#)
    let first = try store.recordAttempt(record)
    let second = try store.recordAttempt(attemptRecord(center, .failed, score: 0.5, minutes: 1))
    #expect(second.id > first.id)
    #expect(try store.attempts(for: center) == [first, second])
    #expect(try store.attempts(for: center).first?.record == record)
  }

  @Test("attempts with bad values or unknown exercises are refused and nothing is stored")
  func refusedAttempts() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(throws: CourseStoreError.unknownExercise("01-anchors/99-nope")) {
      try store.recordAttempt(attemptRecord("01-anchors/99-nope", .failed, score: 0))
    }
    #expect(throws: CourseStoreError.invalidAttempt("the score must be between 0 and 1, got 1.5")) {
      try store.recordAttempt(attemptRecord(center, .failed, score: 1.5))
    }
    var negative = attemptRecord(center, .failed, score: 0)
    negative.durationMs = -1
    #expect(throws: CourseStoreError.invalidAttempt("the duration must not be negative, got -1 ms"))
    {
      try store.recordAttempt(negative)
    }
    // A batch with one bad record stores none of them.
    #expect(throws: CourseStoreError.self) {
      try store.recordAttempts([
        attemptRecord(center, .failed, score: 0.5), attemptRecord(center, .failed, score: -1),
      ])
    }
    #expect(try store.attemptCount() == 0)
  }

  @Test("hints come one at a time and the solution only after every hint was revealed")
  func hintGating() throws {
    let store = try StoreSandbox().openWithFixture()
    let exercise = try #require(try store.exercise(id: center)).spec
    #expect(
      try store.nextHint(for: center, at: storeTestTime)
        == .hint(index: 0, count: 2, text: exercise.hints[0]))
    #expect(
      try store.nextHint(for: center, at: storeTestTime + 60)
        == .hint(index: 1, count: 2, text: exercise.hints[1]))
    #expect(try store.progress(ofExercise: center, at: storeTestTime).hintsUsed == 2)
    #expect(
      try store.nextHint(for: center, at: storeTestTime + 120)
        == .solution(exercise.solution, reason: .allHintsRevealed))
    // Asking again shows the solution again and records nothing more.
    #expect(
      try store.nextHint(for: center, at: storeTestTime + 180)
        == .solution(exercise.solution, reason: .allHintsRevealed))
    #expect(try store.revealedHints(for: center) == [0, 1])
  }

  @Test("after a pass the solution is shown at once, without using a hint")
  func solutionAfterPass() throws {
    let store = try StoreSandbox().openWithFixture()
    let exercise = try #require(try store.exercise(id: margins)).spec
    try store.recordAttempt(attemptRecord(margins, .passed, score: 1))
    #expect(
      try store.nextHint(for: margins, at: storeTestTime)
        == .solution(exercise.solution, reason: .passed))
    #expect(try store.progress(ofExercise: margins, at: storeTestTime).hintsUsed == 0)
  }

  @Test("a hint reveal counts once, and only for hints the exercise has")
  func hintReveals() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(try store.recordHintReveal(exerciseID: center, hintIndex: 1, at: storeTestTime))
    #expect(
      try store.recordHintReveal(exerciseID: center, hintIndex: 1, at: storeTestTime) == false)
    #expect(throws: CourseStoreError.noSuchHint(exercise: center, index: 2, count: 2)) {
      try store.recordHintReveal(exerciseID: center, hintIndex: 2, at: storeTestTime)
    }
    #expect(throws: CourseStoreError.unknownExercise("nope")) {
      try store.nextHint(for: "nope", at: storeTestTime)
    }
    // Hint 2 was seen first, so the next one to show is hint 1.
    let hints = try #require(try store.exercise(id: center)).spec.hints
    #expect(
      try store.nextHint(for: center, at: storeTestTime)
        == .hint(index: 0, count: 2, text: hints[0]))
    #expect(try store.progress(ofExercise: center, at: storeTestTime).hintsUsed == 2)
  }

  @Test("the course's progress lists modules and exercises in order with passed and total")
  func courseProgress() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordAttempt(attemptRecord(center, .passed, score: 1))
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[2], .failed, score: 0.5))
    let progress = try store.progress(at: storeTestTime)
    #expect(progress.title == "Layoutlings test course")
    #expect(progress.modules.map(\.id) == ["01-anchors", "02-animation"])
    #expect(progress.modules.map(\.title) == ["Anchors", "Animating constraints"])
    #expect(progress.modules.flatMap(\.exercises).map(\.id) == fixtureExerciseIDs)
    #expect(
      progress.modules.flatMap(\.exercises).map(\.status) == [.passed, .notStarted, .attempted])
    #expect(progress.modules.map(\.passed) == [1, 0])
    #expect(progress.passed == 1)
    #expect(progress.total == 3)
  }
}
