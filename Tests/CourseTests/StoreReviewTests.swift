import Course
import Foundation
import SpacedRepetition
import Testing

@Suite("Course store: ratings and due reviews")
struct StoreReviewTests {
  private let center = "01-anchors/01-center-a-box"

  @Test("Good on a new item schedules it at FSRS's second learning step: 10 minutes later")
  func goodIsDueAfterTenMinutes() throws {
    let store = try StoreSandbox().openWithFixture()
    // FSRS-6 learning steps are 1 and 10 minutes: Good moves a new card from step 0 to step 1.
    let card = try store.recordRating(itemID: center, rating: .good, at: storeTestTime)
    #expect(card.state == .learning)
    #expect(card.step == 1)
    #expect(card.due == storeTestTime + 600)
    #expect(try store.reviewCard(for: center) == card)

    #expect(try store.dueReviews(at: storeTestTime + 60) == [])
    #expect(try store.dueReviews(at: storeTestTime + 599) == [])
    let due = DueReview(itemID: center, exerciseID: center, isCard: false, due: storeTestTime + 600)
    #expect(try store.dueReviews(at: storeTestTime + 600) == [due])
    #expect(try store.progress(ofExercise: center, at: storeTestTime + 601).dueReviews == 1)
  }

  @Test("Again waits one step (1 minute) and Hard the mean of the two steps (5.5 minutes)")
  func againAndHard() throws {
    let store = try StoreSandbox().openWithFixture()
    let again = try store.recordRating(itemID: center, rating: .again, at: storeTestTime)
    #expect(again.due == storeTestTime + 60)
    let card = "01-anchors/02-pin-to-margins#margin-pin"
    let hard = try store.recordRating(itemID: card, rating: .hard, at: storeTestTime)
    #expect(hard.due == storeTestTime + 330)
    #expect(
      try store.dueReviews(at: storeTestTime + 330) == [
        DueReview(itemID: center, exerciseID: center, isCard: false, due: storeTestTime + 60),
        DueReview(
          itemID: card, exerciseID: "01-anchors/02-pin-to-margins", isCard: true,
          due: storeTestTime + 330),
      ])
  }

  @Test("the rating log is append-only and the cached state equals a replay of it")
  func cacheEqualsReplay() throws {
    let sandbox = try StoreSandbox()
    let store = try sandbox.openWithFixture()
    let card = "\(center)#1"
    let ratings: [(Rating, TimeInterval)] = [
      (.good, 0), (.good, 600), (.again, 86_400 * 3), (.good, 86_400 * 3 + 600),
      (.easy, 86_400 * 9),
    ]
    for (rating, offset) in ratings {
      try store.recordRating(
        itemID: card, rating: rating, at: storeTestTime + offset, duration: 4.5)
    }
    let logs = try store.ratingLog(for: card)
    #expect(logs.map(\.rating) == ratings.map(\.0))
    #expect(logs.map(\.reviewDate) == ratings.map { storeTestTime + $0.1 })
    #expect(logs.allSatisfy { $0.duration == 4.5 })
    let replayed = try store.scheduler.replay(logs: logs)
    #expect(try store.reviewCard(for: card) == replayed)

    #expect(try store.rebuildReviewStates() == 1)
    #expect(try store.reviewCard(for: card) == replayed)
    #expect(throws: (any Error).self) {
      try sandbox.rawDatabase().execute("DELETE FROM rating")
    }
    #expect(throws: (any Error).self) {
      try sandbox.rawDatabase().execute("UPDATE rating SET rating = 4")
    }
  }

  @Test("a rating dated before the item's last one is refused; one at the same time is taken")
  func ratingBeforeTheLast() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordRating(itemID: center, rating: .good, at: storeTestTime + 600)
    #expect(
      throws: CourseStoreError.ratingBeforeLast(
        item: center, date: storeTestTime, last: storeTestTime + 600)
    ) {
      try store.recordRating(itemID: center, rating: .again, at: storeTestTime)
    }
    #expect(try store.ratingLog(for: center).map(\.rating) == [.good])
    // Another item has its own log.
    try store.recordRating(itemID: "\(center)#1", rating: .good, at: storeTestTime)
    try store.recordRating(itemID: center, rating: .easy, at: storeTestTime + 600)
    #expect(try store.ratingLog(for: center).map(\.rating) == [.good, .easy])
  }

  @Test("a rating, an attempt or a hint reveal dated more than a day ahead is refused")
  func recordsAheadOfTheClock() throws {
    let store = try StoreSandbox().openWithFixture()
    let clock = Date()
    let tooLate = clock + 86_400 + 120
    #expect {
      try store.recordRating(itemID: center, rating: .good, at: tooLate)
    } throws: { error in
      guard case CourseStoreError.aheadOfClock(let what, let date, _) = error else { return false }
      return what == "the rating" && date == tooLate
    }
    #expect(throws: CourseStoreError.self) {
      try store.recordAttempt(
        AttemptRecord(
          exerciseID: center, at: tooLate, sourceHash: "s", status: .passed, score: 1,
          durationMs: 1))
    }
    #expect(throws: CourseStoreError.self) {
      try store.recordHintReveal(exerciseID: center, hintIndex: 0, at: tooLate)
    }
    #expect(try store.ratingLog(for: center) == [])
    #expect(try store.attemptCount() == 0)
    #expect(try store.revealedHints(for: center) == [])
    // Up to a day ahead is taken (another time zone, a clock a little behind).
    try store.recordRating(itemID: center, rating: .good, at: clock + 86_400 - 120)
    #expect(try store.ratingLog(for: center).count == 1)
  }

  @Test("the refusal names both times and the bound")
  func aheadOfClockText() {
    let clock = storeTestTime
    let error = CourseStoreError.aheadOfClock(
      what: "the rating", date: clock + 3 * 86_400 + 1, clock: clock)
    #expect(
      error.description
        == "cannot record the rating at 2025-01-04T09:00:01Z: that is more than 3 days after the "
        + "clock (2025-01-01T09:00:00Z), and progress is recorded at most 1 day ahead")
  }

  @Test("ratings for unknown items or with a negative duration are refused")
  func refusedRatings() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(throws: CourseStoreError.unknownReviewItem("\(center)#9")) {
      try store.recordRating(itemID: "\(center)#9", rating: .good, at: storeTestTime)
    }
    #expect(throws: CourseStoreError.unknownReviewItem("01-anchors")) {
      try store.recordRating(itemID: "01-anchors", rating: .good, at: storeTestTime)
    }
    #expect(throws: CourseStoreError.self) {
      try store.recordRating(itemID: center, rating: .good, at: storeTestTime, duration: -1)
    }
    #expect(try store.ratingLog(for: center) == [])
  }
}
