import Course
import Devices
import Foundation
import SpacedRepetition
import Testing

@Suite("Course store: the evidence a rating needs, the suggested rating and the review device")
struct RatingEvidenceTests {
  private let center = fixtureExerciseIDs[0]
  private func at(_ minutes: Double) -> Date { storeTestTime.addingTimeInterval(minutes * 60) }

  @Test("an exercise never attempted, or only failed, may not be rated; a pass may")
  func exerciseNeedsAPass() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(try store.ratingEvidence(for: center, at: at(0)).standing == .notAttempted)
    try store.recordAttempt(attemptRecord(center, .failed, score: 0.5, minutes: 1))
    let failed = try store.ratingEvidence(for: center, at: at(2))
    #expect(failed.standing == .notPassed)
    #expect(!failed.mayRate(.good))
    #expect(failed.mayRate(.again))
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 3))
    let passed = try store.ratingEvidence(for: center, at: at(4))
    #expect(passed.standing == .passed)
    #expect(passed.mayRate(.easy))
    #expect(passed.failedAttempts == 1)
  }

  @Test("a rating uses its pass up: the next rating needs a new attempt")
  func ratingConsumesThePass() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 1))
    try store.recordRating(itemID: center, rating: .good, at: at(2))
    #expect(try store.ratingEvidence(for: center, at: at(3)).standing == .notAttempted)
    // A review regrade, recorded as an attempt, is the evidence for the next rating.
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 60, hash: "review"))
    let review = try store.ratingEvidence(for: center, at: at(61))
    #expect(review.standing == .passed)
    #expect(review.failedAttempts == 0)
    #expect(review.lastRated == at(2))
  }

  @Test("hints revealed since the last rating count; every hint revealed is the solution seen")
  func hintsAndSolution() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordHintReveal(exerciseID: center, hintIndex: 0, at: at(1))
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 5))
    var evidence = try store.ratingEvidence(for: center, at: at(6))
    #expect(evidence.hintsRevealed == 1)
    #expect(!evidence.solutionSeen)
    #expect(evidence.firstActivity == at(1))
    #expect(evidence.suggestion()?.rating == .hard)

    try store.recordHintReveal(exerciseID: center, hintIndex: 1, at: at(7))
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 8, hash: "b"))
    evidence = try store.ratingEvidence(for: center, at: at(9))
    #expect(evidence.hintsRevealed == 2)
    #expect(evidence.solutionSeen)
    #expect(
      evidence.suggestion() == SuggestedRating(rating: .again, reason: "you saw the solution"))

    // After a rating, the hints seen while learning no longer weigh on the review.
    try store.recordRating(itemID: center, rating: .again, at: at(10))
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 20, hash: "c"))
    evidence = try store.ratingEvidence(for: center, at: at(21))
    #expect(evidence.hintsRevealed == 0)
    #expect(evidence.suggestion(openedAt: at(18))?.rating == .easy)
  }

  @Test("a card needs its exercise passed and its turn to have come")
  func cards() throws {
    let store = try StoreSandbox().openWithFixture()
    let card = try #require(try store.exercise(id: center)?.spec.cards.first).id
    #expect(try store.ratingEvidence(for: card, at: at(0)).standing == .exerciseNotPassed)
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 1))
    let due = try store.ratingEvidence(for: card, at: at(2))
    #expect(due.standing == .cardDue)
    #expect(due.isCard)
    #expect(due.suggestion() == nil)
    let scheduled = try store.recordRating(itemID: card, rating: .good, at: at(2))
    #expect(try store.ratingEvidence(for: card, at: at(3)).standing == .notDue(scheduled.due))
    #expect(
      try store.ratingEvidence(for: card, at: scheduled.due).standing == .cardDue)
  }

  @Test("an unknown item is refused as before")
  func unknownItem() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(throws: CourseStoreError.unknownReviewItem("nope")) {
      try store.ratingEvidence(for: "nope", at: storeTestTime)
    }
  }

  @Test("a cached verdict is recorded again only when these bytes have no attempt since the rating")
  func attemptSinceLastRating() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(!(try store.hasAttemptSinceLastRating(exerciseID: center, sourceHash: "s")))
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 1, hash: "s"))
    #expect(try store.hasAttemptSinceLastRating(exerciseID: center, sourceHash: "s"))
    #expect(!(try store.hasAttemptSinceLastRating(exerciseID: center, sourceHash: "t")))
    try store.recordRating(itemID: center, rating: .good, at: at(2))
    #expect(!(try store.hasAttemptSinceLastRating(exerciseID: center, sourceHash: "s")))
  }

  @Test("pass counts: full-list attempts count for every device, review attempts for theirs")
  func passCounts() throws {
    let store = try StoreSandbox().openWithFixture()
    let devices = ["iphone-se", "iphone-8:landscape"]
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 1))
    var review = attemptRecord(center, .passed, score: 1, minutes: 2, hash: "r")
    review.devices = ["iphone-8:landscape"]
    try store.recordAttempt(review)
    var failed = attemptRecord(center, .failed, score: 0, minutes: 3, hash: "f")
    failed.devices = ["iphone-se"]
    try store.recordAttempt(failed)
    #expect(
      try store.passCounts(exerciseID: center, devices: devices, upTo: at(10))
        == ["iphone-se": 1, "iphone-8:landscape": 2])
    #expect(
      try store.passCounts(exerciseID: center, devices: devices, upTo: at(1))
        == ["iphone-se": 1, "iphone-8:landscape": 1])
  }
}

@Suite("Suggested rating: the rule")
struct SuggestedRatingTests {
  private func suggest(
    failed: Int = 0, hints: Int = 0, solution: Bool = false, minutes: Double? = nil
  ) -> Rating {
    SuggestedRating.suggest(
      failedAttempts: failed, hintsRevealed: hints, solutionSeen: solution,
      timeToPass: minutes.map { $0 * 60 }
    ).rating
  }

  @Test("the solution seen or five failed attempts: again")
  func again() {
    #expect(suggest(solution: true) == .again)
    #expect(suggest(failed: 0, hints: 3, solution: true, minutes: 1) == .again)
    #expect(suggest(failed: 5) == .again)
    #expect(suggest(failed: 12, minutes: 2) == .again)
  }

  @Test("a hint, two to four failed attempts, or more than 30 minutes: hard")
  func hard() {
    #expect(suggest(hints: 1) == .hard)
    #expect(suggest(failed: 2) == .hard)
    #expect(suggest(failed: 4) == .hard)
    #expect(suggest(minutes: 31) == .hard)
    #expect(suggest(failed: 1, minutes: 45) == .hard)
  }

  @Test("the first try within 10 minutes: easy; one failure or a slower first try: good")
  func easyAndGood() {
    #expect(suggest() == .easy)
    #expect(suggest(minutes: 10) == .easy)
    #expect(suggest(minutes: 10.5) == .good)
    #expect(suggest(minutes: 30) == .good)
    #expect(suggest(failed: 1) == .good)
    #expect(suggest(failed: 1, minutes: 3) == .good)
  }

  @Test("the reasons say the evidence")
  func reasons() {
    let hints = SuggestedRating.suggest(
      failedAttempts: 3, hintsRevealed: 2, solutionSeen: false, timeToPass: nil)
    #expect(hints == SuggestedRating(rating: .hard, reason: "2 hints revealed"))
    let failures = SuggestedRating.suggest(
      failedAttempts: 1, hintsRevealed: 0, solutionSeen: false, timeToPass: 120)
    #expect(failures.reason == "1 attempt failed before the pass")
    let slow = SuggestedRating.suggest(
      failedAttempts: 0, hintsRevealed: 0, solutionSeen: false, timeToPass: 14 * 60 + 59)
    #expect(
      slow == SuggestedRating(rating: .good, reason: "passed on the first try, in 14 minutes"))
  }
}

@Suite("Review device: which device a due exercise comes back on")
struct ReviewDeviceTests {
  private func spec(
    _ devices: [String], steps: [ExerciseStep] = [ExerciseStep(swift: nil, snapshot: "initial")]
  )
    throws -> ExerciseSpec
  {
    var spec = try #require(try fixtureCatalog().exercises.first)
    spec.devices = try devices.map { try DeviceReference(parsing: $0) }
    spec.steps = steps
    return spec
  }

  @Test("the device passed on least; ties go to the later device")
  func leastPassed() throws {
    let three = try spec(["iphone-x", "iphone-x:landscape", "ipad-pro-11"])
    let once = ["iphone-x": 1, "iphone-x:landscape": 1, "ipad-pro-11": 1]
    #expect(ReviewDevice.choose(for: three, passes: once)?.reference == "ipad-pro-11")
    var after = once
    after["ipad-pro-11"] = 2
    #expect(ReviewDevice.choose(for: three, passes: after)?.reference == "iphone-x:landscape")
    after["iphone-x:landscape"] = 2
    #expect(
      ReviewDevice.choose(for: three, passes: after)
        == ReviewDevice(reference: "iphone-x", passes: 1))
    // A device added to the exercise after the learner passed it comes first.
    #expect(
      ReviewDevice.choose(for: three, passes: ["iphone-x": 3, "ipad-pro-11": 3])
        == ReviewDevice(reference: "iphone-x:landscape", passes: 0))
  }

  @Test("one device, or a step that changes the device, keeps the full list")
  func fullList() throws {
    #expect(ReviewDevice.choose(for: try spec(["iphone-x"]), passes: [:]) == nil)
    let rotating = try spec(
      ["iphone-x", "ipad-pro-11"],
      steps: [
        ExerciseStep(swift: nil, snapshot: "initial"),
        ExerciseStep(swift: nil, change: .rotate(.landscape), snapshot: "turned"),
      ])
    #expect(ReviewDevice.choose(for: rotating, passes: [:]) == nil)
  }
}

@Suite("Course store: one save, one attempt")
struct OneSaveOneAttemptTests {
  private let center = fixtureExerciseIDs[0]

  @Test("the same bytes are recorded once, before a rating and after it")
  func sameBytes() throws {
    let store = try StoreSandbox().openWithFixture()
    let first = try store.recordAttemptUnlessRecorded(
      attemptRecord(center, .passed, score: 1, minutes: 1, hash: "s"))
    #expect(first != nil)
    #expect(
      try store.recordAttemptUnlessRecorded(
        attemptRecord(center, .passed, score: 1, minutes: 2, hash: "s")) == nil)
    // Other bytes are another attempt.
    #expect(
      try store.recordAttemptUnlessRecorded(
        attemptRecord(center, .failed, score: 0, minutes: 3, hash: "t")) != nil)
    try store.recordRating(
      itemID: center, rating: .good, at: storeTestTime.addingTimeInterval(4 * 60))
    // Unchanged bytes graded again after the rating (`check`, `grade`) are nothing new.
    #expect(
      try store.recordAttemptUnlessRecorded(
        attemptRecord(center, .passed, score: 1, minutes: 5, hash: "s")) == nil)
    // A review redone from a fresh starter to the same bytes is a new recall, and counts.
    var review = attemptRecord(center, .passed, score: 1, minutes: 6, hash: "s")
    review.origin = .review
    #expect(try store.recordAttemptUnlessRecorded(review) != nil)
    #expect(try store.recordAttemptUnlessRecorded(review) == nil)
    #expect(try store.attempts(for: center).map(\.record.sourceHash) == ["s", "t", "s"])
    #expect(try store.attempts(for: center).map(\.record.origin) == [nil, nil, .review])
  }

  @Test("the untouched starter is no attempt")
  func starter() throws {
    let store = try StoreSandbox().openWithFixture()
    let record = attemptRecord(center, .failed, score: 0, minutes: 1, hash: "starter")
    #expect(try store.recordAttemptUnlessRecorded(record, starterHash: "starter") == nil)
    #expect(try store.recordAttemptUnlessRecorded(record, starterHash: "other") != nil)
    #expect(try store.attemptCount() == 1)
  }

  @Test("each attempt keeps how it came and whether its file was the exercise's own")
  func originKept() throws {
    let store = try StoreSandbox().openWithFixture()
    for (index, origin) in AttemptOrigin.allCases.enumerated() {
      var record = attemptRecord(
        center, .failed, score: 0, minutes: Double(index), hash: "\(index)")
      record.origin = origin
      record.isForeignFile = origin == .command
      try store.recordAttempt(record)
    }
    let attempts = try store.attempts(for: center)
    #expect(attempts.map(\.record.origin) == [.save, .key, .command, .review, .check])
    #expect(attempts.map(\.record.isForeignFile) == [false, false, true, false, false])
  }

  @Test("two screens recording the same save at once record it once")
  func twoScreens() throws {
    let sandbox = try StoreSandbox()
    _ = try sandbox.openWithFixture()
    let exercise = center
    // Each "screen" has its own connection to the same file, as two processes do.
    let path = sandbox.path
    let recorded = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      guard let store = try? CourseStore(path: path, now: storeTestTime) else { return }
      let attempt = try? store.recordAttemptUnlessRecorded(
        attemptRecord(exercise, .passed, score: 1, minutes: 1, hash: "one save"))
      if attempt != nil { recorded.increment() }
    }
    #expect(recorded.value == 1)
    #expect(try sandbox.open().attempts(for: center).count == 1)
  }
}

/// A counter several threads may bump.
private final class Locked: @unchecked Sendable {
  private let lock = NSLock()
  private var count: Int
  init(_ count: Int) { self.count = count }
  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
