import Course
import Foundation
import SpacedRepetition
import Testing

/// The rating evidence counts only what the learner did: a failure of a file that is not the
/// exercise's own does not make a pass "hard", and a due review whose fresh starter came back
/// ungraded-as-an-attempt may still be rated again.
@Suite("Course store: ratings from the learner's own attempts")
struct RatingFromLearnerAttemptsTests {
  private let center = fixtureExerciseIDs[0]
  private func at(_ minutes: Double) -> Date { storeTestTime.addingTimeInterval(minutes * 60) }

  @Test("failures of a file --exercise named are not failures of the exercise")
  func foreignFailuresDoNotCount() throws {
    let store = try StoreSandbox().openWithFixture()
    for minute in 1...3 {
      var foreign = attemptRecord(
        center, .compileError, score: 0, minutes: Double(minute), hash: "passwd \(minute)")
      foreign.isForeignFile = true
      foreign.origin = .command
      try store.recordAttempt(foreign)
    }
    var own = attemptRecord(center, .passed, score: 1, minutes: 4, hash: "mine")
    own.origin = .save
    try store.recordAttempt(own)
    let evidence = try store.ratingEvidence(for: center, at: at(5))
    #expect(evidence.failedAttempts == 0)
    #expect(
      evidence.suggestion()
        == SuggestedRating(rating: .easy, reason: "passed on the first try"))
  }

  @Test("a due review with no attempt may be rated again, and nothing else; one not due may not")
  func dueReviewWithoutAttempt() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordAttempt(attemptRecord(center, .passed, score: 1, minutes: 1))
    let card = try store.recordRating(itemID: center, rating: .good, at: at(2))
    let early = try store.ratingEvidence(for: center, at: at(3))
    #expect(early.standing == .notAttempted)
    #expect(!early.mayRate(.again))
    let due = try store.ratingEvidence(for: center, at: card.due.addingTimeInterval(60))
    #expect(due.standing == .notAttempted)
    #expect(due.mayRate(.again))
    #expect(!due.mayRate(.good))
    // Never rated: nothing is due, so nothing may be rated without a pass.
    let fresh = try store.ratingEvidence(for: fixtureExerciseIDs[1], at: at(3))
    #expect(!fresh.mayRate(.again))
  }
}
