import Foundation
import Testing

@testable import SpacedRepetition

/// The fuzz is drawn once per review of a card, not per moment: the interval a prompt shows
/// is the one a rating made minutes later (or stored to the millisecond and replayed) gets.
@Suite struct FuzzOncePerReviewTests {
  /// A card in review whose next interval is long enough to be fuzzed.
  private func card(_ id: String) throws -> Card {
    Card(
      id: id, state: .review, step: nil, stability: 25, difficulty: 6,
      due: try utc("2025-02-01T09:00:00Z"), lastReview: try utc("2025-01-05T09:00:00Z"))
  }

  @Test("a rating five minutes after the preview gets the interval the preview showed")
  func laterRatingKeepsThePreviewsWord() throws {
    let scheduler = try Scheduler(fuzzing: .on(seed: 5))
    let shown = try utc("2025-02-02T10:30:00Z")
    let rated = shown.addingTimeInterval(5 * 60)
    for number in 0..<20 {
      let card = try card("exercise-\(number)")
      let preview = scheduler.previewIntervals(for: card, at: shown)
      for rating in Rating.allCases {
        let due = scheduler.review(card, rating: rating, at: rated).card.due
        #expect(due.timeIntervalSince(rated) == preview[rating], "\(card.id) \(rating)")
      }
    }
  }

  @Test("a preview at a moment with microseconds and its replay from a log kept to the ms agree")
  func storedToTheMillisecond() throws {
    let scheduler = try Scheduler(fuzzing: .on(seed: 9))
    for number in 0..<20 {
      let id = "item-\(number)"
      // A new card rated easy goes straight to review: its interval is fuzzed days.
      let shown = Date(timeIntervalSinceReferenceDate: 760_000_000.123_456 + Double(number))
      let preview = scheduler.previewIntervals(for: Card(id: id, due: shown), at: shown)
      let stored = Date(
        timeIntervalSinceReferenceDate: (shown.timeIntervalSinceReferenceDate * 1000).rounded()
          / 1000)
      let card = try scheduler.replay(logs: [
        ReviewLog(cardID: id, rating: .easy, reviewDate: stored, duration: nil)
      ])
      #expect(card.due.timeIntervalSince(stored) == preview[.easy], "\(id)")
    }
  }

  @Test("the next review of the same card draws again: reviews still spread")
  func eachReviewDrawsItsOwn() throws {
    let scheduler = try Scheduler(fuzzing: .on(seed: 5))
    let at = try utc("2025-03-01T09:00:00Z")
    var intervals: Set<TimeInterval> = []
    for day in 0..<20 {
      var card = try card("exercise")
      card.lastReview = try utc("2025-01-05T09:00:00Z").addingTimeInterval(Double(day) * 60)
      intervals.insert(scheduler.review(card, rating: .good, at: at).card.due.timeIntervalSince(at))
    }
    #expect(intervals.count > 1)
  }
}
