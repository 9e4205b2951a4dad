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

  @Test("a rating dated before the last one is replayed in time order")
  func outOfOrderRating() throws {
    let store = try StoreSandbox().openWithFixture()
    try store.recordRating(itemID: center, rating: .good, at: storeTestTime + 600)
    let card = try store.recordRating(itemID: center, rating: .again, at: storeTestTime)
    // Again at T (step 0, due T+1 min), then Good at T+10 min (step 1, due T+20 min).
    #expect(card.step == 1)
    #expect(card.due == storeTestTime + 1_200)
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
