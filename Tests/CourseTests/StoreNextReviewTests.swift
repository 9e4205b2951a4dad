import Course
import Foundation
import SpacedRepetition
import Testing

@Suite("Course store: when each exercise is next reviewed")
struct StoreNextReviewTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"

  @Test("the earliest due date of an exercise and its cards; exercises never rated left out")
  func earliestPerExercise() throws {
    let store = try StoreSandbox().openWithFixture()
    #expect(try store.nextReviewDates() == [:])
    // FSRS-6 learning steps: Good on a new item waits the second step (10 minutes), Again the
    // first (1 minute), Hard their mean (5.5 minutes).
    try store.recordRating(itemID: center, rating: .good, at: storeTestTime)
    try store.recordRating(itemID: margins, rating: .good, at: storeTestTime)
    try store.recordRating(itemID: "\(margins)#margin-pin", rating: .hard, at: storeTestTime)
    #expect(
      try store.nextReviewDates() == [
        center: storeTestTime + 600, margins: storeTestTime + 330,
      ])
    // Rated Again later, the exercise is due one minute after that rating.
    try store.recordRating(itemID: center, rating: .again, at: storeTestTime + 60)
    #expect(try store.nextReviewDates()[center] == storeTestTime + 120)
  }
}
